// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountModals } from '@/components/account/account-modals';
import { LikeButton } from '@/components/account/like-button';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { loggedInState, userInfo } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { accountApi, dataLayerEvents, json, type ApiCall, resetAccountPageEachTest } from './account-api';

// The dialogs' words as GET /api/copy answers them.
vi.mock('@/lib/i18n/load-client-copy', () => import('./client-copy-stub'));

resetAccountPageEachTest();

const title = '40 Acres on Sandy Creek';
const listing: DataLayerListing = { listingId: 42, accountId: 5, listingTier: 'gold', price: 250_000, acres: 40, beds: null, baths: null };
const save = `Save to favorites: ${title}`;
const remove = `Remove from favorites: ${title}`;

function renderLike(options: Parameters<typeof renderInLayout>[2] = {}, variant: 'icon' | 'action' = 'icon') {
  const rendered = renderInLayout('land', <><LikeButton listing={listing} title={title} variant={variant} /><AccountModals /></>, options);
  return { ...rendered, user: userEvent.setup() };
}

/** An answer the test lets out when it chooses (to see the like before the server's word). */
function held(answer: Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { answer: async (_call: ApiCall) => (await gate, answer), release };
}

describe('Like (SPEC §4)', () => {
  it('asks an anonymous visitor to log in, then the like proceeds', async () => {
    const api = accountApi({
      'POST /api/account/login': json({ data: { isLoggedIn: true, userInfo: userInfo({ listOfLiked: [7] }) } }),
      'PUT /api/account/favorites/42': json({ data: [7, 42] }),
    });
    const { user, stores } = renderLike({ account: { status: 'anonymous' } });
    await user.click(screen.getByRole('button', { name: save }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(api.calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'acrewise-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const liked = await screen.findByRole('button', { name: remove });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('PUT /api/account/favorites/42')).toHaveLength(1);
    expect(stores.account.getState().liked).toEqual([7, 42]);
    expect(dataLayerEvents().map((e) => e.event)).toEqual(['sign in', 'wishlist add']);
    expect(dataLayerEvents()[1]).toEqual({ event: 'wishlist add', ...listing });
  });

  it('pressed before the login status is known, asks the server first and likes for a logged-in user', async () => {
    const api = accountApi({
      'GET /api/authenticate/logininfo/1': json({ isLoggedIn: true, userInfo: userInfo({ listOfLiked: [] }), hashedEmail: 'a'.repeat(64), isAdmin: false, message: null, errors: [] }),
      'PUT /api/account/favorites/42': json({ data: [42] }),
    });
    const { user } = renderLike();
    await user.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(api.to('PUT /api/account/favorites/42')).toHaveLength(1);
  });

  it('does not like twice when the listing was already liked before the login', async () => {
    const api = accountApi({ 'POST /api/account/login': json({ data: { isLoggedIn: true, userInfo: userInfo({ listOfLiked: [42] }) } }) });
    const { user } = renderLike({ account: { status: 'anonymous' } });
    await user.click(screen.getByRole('button', { name: save }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'acrewise-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
    expect(api.to('PUT /api/account/favorites/42')).toHaveLength(0);
  });

  it('shows a logged-in like at once and takes it back when the server refuses it', async () => {
    const refusal = held(json({ errors: ['Server error'] }, 500));
    accountApi({ 'PUT /api/account/favorites/42': refusal.answer });
    const { user, stores } = renderLike({ account: loggedInState() });
    await user.click(screen.getByRole('button', { name: save }));
    expect(screen.getByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
    refusal.release();
    await waitFor(() => expect(screen.getByRole('button', { name: save })).toHaveAttribute('aria-pressed', 'false'));
    expect(stores.account.getState().liked).toEqual([]);
    expect(dataLayerEvents()).toEqual([]);
  });

  it('unlikes with DELETE and pushes "wishlist remove"', async () => {
    const api = accountApi({ 'DELETE /api/account/favorites/42': json({ data: [] }) });
    const { user } = renderLike({ account: loggedInState(userInfo({ listOfLiked: [42] })) }, 'action');
    const button = screen.getByRole('button', { name: remove });
    expect(button).toHaveTextContent('Remove from favorites');
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: save })).toHaveAttribute('aria-pressed', 'false'));
    expect(api.to('DELETE /api/account/favorites/42')).toHaveLength(1);
    expect(dataLayerEvents()).toEqual([{ event: 'wishlist remove', ...listing }]);
  });

  it('asks for a login again when the session has ended, then likes', async () => {
    let session = false;
    accountApi({
      'PUT /api/account/favorites/42': () => (session ? json({ data: [42] }) : json({ errors: ['Log in first'] }, 401)),
      'POST /api/account/login': () => {
        session = true;
        return json({ data: { isLoggedIn: true, userInfo: userInfo() } });
      },
    });
    const { user, stores } = renderLike({ account: loggedInState() });
    await user.click(screen.getByRole('button', { name: save }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(stores.account.getState().status).toBe('anonymous');
    expect(screen.getByRole('button', { name: save })).toHaveAttribute('aria-pressed', 'false');
    await user.type(within(dialog).getByLabelText('Email'), 'buyer@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'acrewise-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
  });
});
