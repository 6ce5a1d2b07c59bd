// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider } from '@/components/account/account-provider';
import { SaveSearchButton } from '@/components/search/save-search-button';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import type { AccountStore } from '@/lib/accounts/client/account-store';
import type { UserInfo } from '@/lib/accounts/user-info';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { UiStore } from '@/lib/ui';
import { renderWithBrand } from '../render-with-brand';

const stores: { account?: AccountStore; ui?: UiStore } = {};
/** Hands the test the page tree's account and UI stores. */
function StoreProbe({ onStores }: { onStores: (account: AccountStore, ui: UiStore) => void }) {
  const account = useAccountStoreApi();
  const ui = useUiStoreApi();
  useEffect(() => {
    onStores(account, ui);
  }, [account, ui, onStores]);
  return null;
}
const keepStores = (account: AccountStore, ui: UiStore) => Object.assign(stores, { account, ui });

type Post = { url: string; body: { name: string; notify: string; url: string } };

/** POST /api/account/saved-searches answering with the given statuses in turn (201 once they run out). */
function fakeApi(...statuses: number[]) {
  const posts: Post[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init?.body)) });
    const status = statuses.shift() ?? 201;
    return status === 201 ? Response.json({ data: { id: 1 } }, { status }) : Response.json({ errors: ['Please log in to continue.'] }, { status });
  }));
  return posts;
}

function setup(status: 'unknown' | 'anonymous' | 'user') {
  const user = userEvent.setup();
  renderWithBrand('land', (
    <UiStoreProvider>
      <AccountProvider>
        <StoreProbe onStores={keepStores} />
        <SaveSearchButton name="Llano County, TX" savedSearchesHref="/account/savedsearches/" />
      </AccountProvider>
    </UiStoreProvider>
  ));
  act(() => stores.account!.setState({ status }));
  return user;
}

/** What the login modal does on success: the store learns the user, then runs the pending action. */
function logIn() {
  act(() => {
    stores.account!.getState().applyLoginInfo({ isLoggedIn: true, userInfo: { id: 1, listOfLiked: [] } as unknown as UserInfo, hashedEmail: 'x', isAdmin: false, message: null, errors: [] }, Date.now());
    stores.ui!.getState().closeModal('login');
    stores.account!.getState().runAfterLogin();
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/texas-land-for-sale/llano-county/?priceMax=500000');
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Save search on the search page', () => {
  it('renders one plain button, the same for everyone, before anyone is known', () => {
    setup('unknown');
    expect(screen.getByRole('button', { name: 'Save search' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('proposes the SPEC §5 search name and "No updates", then saves the page’s URL and reports "search saved"', async () => {
    const posts = fakeApi();
    const user = setup('user');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Llano County, TX');
    expect(within(dialog).getByRole('combobox', { name: 'Email me new matches' })).toHaveValue('No Updates');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Email me new matches' }), 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('dialog', { name: 'Search saved' })).toHaveTextContent('“Llano County, TX” is in your saved searches.');
    expect(screen.getByRole('link', { name: 'View saved searches' })).toHaveAttribute('href', '/account/savedsearches/');
    expect(posts).toEqual([{ url: '/api/account/saved-searches', body: { name: 'Llano County, TX', notify: 'Weekly', url: '/texas-land-for-sale/llano-county/?priceMax=500000' } }]);
    expect(window.dataLayer).toEqual([{ event: 'search saved', searchName: 'Llano County, TX', notify: 'Weekly' }]);
  });

  it('asks for a name with the SPEC §5 message', async () => {
    const posts = fakeApi();
    const user = setup('user');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(posts).toHaveLength(0);
  });

  it('sends a logged-out visitor to the login modal first, then opens the panel after the login', async () => {
    const posts = fakeApi();
    const user = setup('anonymous');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(stores.ui!.getState().modals.login).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    logIn();
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await screen.findByRole('dialog', { name: 'Search saved' });
    expect(posts).toHaveLength(1);
  });

  it('keeps what was typed when the server wants a login (401) and saves it right after the login', async () => {
    const posts = fakeApi(401);
    const user = setup('unknown');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Ranches near Llano');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(stores.ui!.getState().modals.login).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    logIn();
    expect(await screen.findByRole('dialog', { name: 'Search saved' })).toHaveTextContent('“Ranches near Llano” is in your saved searches.');
    expect(posts.map((p) => p.body.name)).toEqual(['Ranches near Llano', 'Ranches near Llano']);
  });

  it('shows the server’s reason when the page is no search it can save', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ errors: ['url: This page is not a search that can be saved.'], fields: { url: 'This page is not a search that can be saved.' } }, { status: 422 })));
    const user = setup('user');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is not a search that can be saved.');
  });
});
