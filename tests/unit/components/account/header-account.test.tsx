// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountIslandsChunk from '@/components/account/account-islands-chunk';
import { loadAccountDialogs } from '@/components/account/load-account-dialogs';
import { SiteHeader } from '@/components/layout/site-header';
import { loggedInState } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { brandOf } from '../render-with-brand';
import { accountApi, json } from './account-api';
import { lazyChunkWait } from '../lazy-wait';

// The dialogs' words as GET /api/copy answers them.
vi.mock('@/lib/i18n/load-client-copy', () => import('./client-copy-stub'));

// The dialogs' chunk loads as usual; the spy tells when something asked for it.
vi.mock('@/components/account/load-account-dialogs', async (original) => {
  const actual = await original<typeof import('@/components/account/load-account-dialogs')>();
  return { loadAccountDialogs: vi.fn(actual.loadAccountDialogs) };
});

const scrollTo = vi.fn();
beforeEach(() => vi.stubGlobal('scrollTo', scrollTo));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));
const sellerLinks = { manage: '/lands-connector/', addListing: '/addlisting/' };
const side = (name: 'guest' | 'user') => {
  const found = document.querySelector(`[data-account-side="${name}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${name} side`);
  return found;
};

/** The header with the after-hydration account chunk, as a page has it once scripts ran. */
function renderHeader(options: Parameters<typeof renderInLayout>[2] = {}) {
  const rendered = renderInLayout('farm', <><SiteHeader brand={brandOf('farm')} /><AccountIslandsChunk sellerLinks={sellerLinks} /></>, options);
  return { ...rendered, user: userEvent.setup() };
}

describe('header account area (SPEC §2.6)', () => {
  it('is server markup showing Log in and Sign up; My Account is in the same grid cell, hidden', () => {
    renderInLayout('farm', <SiteHeader brand={brandOf('farm')} />);
    expect(mainNav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(mainNav().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login/?mode=signup');
    expect(mainNav().queryByRole('button', { name: /My Account/ })).toBeNull();
    expect(side('user')).toHaveAttribute('inert');
    expect(side('user')).toHaveAttribute('aria-hidden', 'true');
    expect(side('guest')).not.toHaveAttribute('inert');
    // CSS shows the side <html data-account> names; both sides share one grid cell, so swapping changes no width.
    expect(side('user').className).toContain('invisible [html[data-account=user]_&]:visible');
    expect(side('guest').className).toContain('[html[data-account=user]_&]:invisible');
    for (const name of ['guest', 'user'] as const) expect(side(name).className).toContain('col-start-1 row-start-1');
    expect(mainNav().getByRole('button', { name: /My Account/, hidden: true }).closest('[data-account-side]')).toBe(side('user'));
  });

  it('before the account chunk is in, Log in is a plain link to the login page', () => {
    renderInLayout('farm', <SiteHeader brand={brandOf('farm')} />);
    const logIn = mainNav().getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('data-account-modal', 'login');
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(logIn)).toBe(true);
  });

  it('swaps in My Account (Favorites, Saved Searches, Settings, Log out) once the store knows the user', async () => {
    const { stores, user } = renderHeader();
    expect(document.documentElement.dataset.account).toBeUndefined();
    act(() => stores.account.setState(loggedInState()));
    expect(document.documentElement.dataset.account).toBe('user');
    expect(side('guest')).toHaveAttribute('inert');
    expect(side('guest')).toHaveAttribute('aria-hidden', 'true');
    expect(side('user')).not.toHaveAttribute('inert');
    expect(side('user')).not.toHaveAttribute('aria-hidden');
    expect(mainNav().queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(mainNav().queryByRole('link', { name: 'Sign up' })).toBeNull();
    await user.click(mainNav().getByRole('button', { name: /My Account/ }));
    expect(mainNav().getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/account/savedproperties/');
    expect(mainNav().getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('href', '/account/savedsearches/');
    expect(mainNav().getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/account/details/');
    expect(await mainNav().findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('Log in opens the login modal once scripts run; Sign up the sign-up modal', async () => {
    const { user } = renderHeader();
    await user.click(mainNav().getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, lazyChunkWait)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(mainNav().getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' }, lazyChunkWait)).toBeInTheDocument();
  });

  it('leaves a modified click to the link (new tab or window) and opens no modal', async () => {
    renderHeader();
    expect(fireEvent.click(mainNav().getByRole('link', { name: 'Log in' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(mainNav().getByRole('link', { name: 'Sign up' }), { metaKey: true })).toBe(true);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fetches the dialogs on hover or focus of an account link, not of other links', async () => {
    const { user } = renderHeader();
    vi.mocked(loadAccountDialogs).mockClear();
    await user.hover(mainNav().getByRole('link', { name: 'Search Land' }));
    expect(loadAccountDialogs).not.toHaveBeenCalled();
    await user.hover(mainNav().getByRole('link', { name: 'Log in' }));
    expect(loadAccountDialogs).toHaveBeenCalled();
    vi.mocked(loadAccountDialogs).mockClear();
    act(() => mainNav().getByRole('link', { name: 'Sign up' }).focus());
    expect(loadAccountDialogs).toHaveBeenCalled();
  });

  it('Log out posts the logout, forgets the user and goes home', async () => {
    const api = accountApi({ 'POST /api/account/logout': json({ data: { isLoggedIn: false } }) });
    const { stores, user, router } = renderHeader({ account: loggedInState() });
    await user.click(mainNav().getByRole('button', { name: /My Account/ }));
    await user.click(await mainNav().findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(stores.account.getState().status).toBe('anonymous'));
    expect(api.to('POST /api/account/logout')).toHaveLength(1);
    expect(router.push).toHaveBeenCalledWith('/');
    expect(mainNav().getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the user when the logout fails (the session would still be there)', async () => {
    const api = accountApi({ 'POST /api/account/logout': json({ errors: ['Too many requests; try again shortly'] }, 429) });
    const { stores, user, router } = renderHeader({ account: loggedInState() });
    await user.click(mainNav().getByRole('button', { name: /My Account/ }));
    await user.click(mainNav().getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(api.to('POST /api/account/logout')).toHaveLength(1));
    await act(async () => {});
    expect(stores.account.getState().status).toBe('user');
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('mobile menu account part (SPEC §2.6)', () => {
  it('offers Log in and Sign up, opening their modals', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(await screen.findByRole('navigation', { name: 'Site menu' }));
    expect(panel.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login/?mode=signup');
    await user.click(panel.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' }, lazyChunkWait)).toBeInTheDocument();
  });

  it('shows My Account with its links and Log out to a logged-in user', async () => {
    const api = accountApi({ 'POST /api/account/logout': json({ data: { isLoggedIn: false } }) });
    const { user, router } = renderHeader({ account: loggedInState() });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(await screen.findByRole('navigation', { name: 'Site menu' }));
    expect(panel.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/account/savedproperties/');
    await user.click(await panel.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(api.to('POST /api/account/logout')).toHaveLength(1);
  });
});
