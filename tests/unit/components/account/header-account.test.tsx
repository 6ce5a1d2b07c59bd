// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountModals } from '@/components/account/account-modals';
import { SiteHeader } from '@/components/layout/site-header';
import { loggedInState } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { brandOf } from '../render-with-brand';
import { accountApi, json } from './account-api';

const scrollTo = vi.fn();
beforeEach(() => vi.stubGlobal('scrollTo', scrollTo));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

function renderHeader(options: Parameters<typeof renderInLayout>[2] = {}) {
  const rendered = renderInLayout('farm', <><SiteHeader brand={brandOf('farm')} /><AccountModals /></>, options);
  return { ...rendered, user: userEvent.setup() };
}

describe('header account area (SPEC §2.6)', () => {
  it('shows Log in and Sign up until a user is known; My Account is in the same place, hidden', () => {
    renderHeader();
    expect(mainNav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(mainNav().getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login/?mode=signup');
    expect(mainNav().queryByRole('button', { name: /My Account/ })).toBeNull();
    const hidden = mainNav().getByRole('button', { name: /My Account/, hidden: true }).closest('[inert]');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    // Both sides share one grid cell, so swapping them changes no width.
    expect(hidden?.className).toContain('col-start-1 row-start-1');
    expect(mainNav().getByRole('link', { name: 'Log in' }).parentElement?.className).toContain('col-start-1 row-start-1');
  });

  it('swaps in My Account (Favorites, Saved Searches, Settings, Log out) once the store knows the user', async () => {
    const { stores, user } = renderHeader();
    act(() => stores.account.setState(loggedInState()));
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
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(mainNav().getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
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
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows My Account with its links and Log out to a logged-in user', async () => {
    const api = accountApi({ 'POST /api/account/logout': json({ data: { isLoggedIn: false } }) });
    const { user, router } = renderHeader({ account: loggedInState() });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = within(await screen.findByRole('navigation', { name: 'Site menu' }));
    expect(panel.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/account/savedproperties/');
    await user.click(panel.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/'));
    expect(api.to('POST /api/account/logout')).toHaveLength(1);
  });
});
