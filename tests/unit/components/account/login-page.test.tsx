// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPageContent } from '@/components/account/login-page-content';
import { loggedInState, userInfo } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { accountApi, json } from './account-api';

const knownTitles = ['Acrewise Account Settings', 'Acrewise Saved Searches'];

beforeEach(() => {
  document.documentElement.dataset.siteId = '1';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLoginPage(url: string, options: Parameters<typeof renderInLayout>[2] = {}) {
  window.history.replaceState(null, '', url);
  const rendered = renderInLayout('land', <LoginPageContent knownTitles={knownTitles} homeHref="/" />, options);
  return { ...rendered, user: userEvent.setup() };
}

// Each form is a chunk of its own (not in the page's first load): it arrives after the first render.
async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByLabelText('Password'), 'acrewise-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page (SPEC §2.2 /login, §6)', () => {
  it('names the page that asked for the login and goes back to it after logging in', async () => {
    accountApi({ 'POST /api/account/login': json({ data: { isLoggedIn: true, userInfo: userInfo() } }) });
    const { user, router, stores } = renderLoginPage('/login/?origin=%2Faccount%2Fdetails%2F&title=Acrewise+Account+Settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Acrewise Account Settings' })).toBeInTheDocument();
    expect(screen.getByText('Log in to continue.')).toBeInTheDocument();
    await logIn(user);
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/details/'));
    expect(stores.account.getState().status).toBe('user');
  });

  it('goes home after logging in without an origin, or with one on another site', async () => {
    accountApi({ 'POST /api/account/login': json({ data: { isLoggedIn: true, userInfo: userInfo() } }) });
    const { user, router } = renderLoginPage('/login/?origin=https%3A%2F%2Fevil.example%2F');
    await logIn(user);
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('shows no title a link made up', () => {
    renderLoginPage('/login/?title=Your+account+is+locked');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
    expect(screen.queryByText(/locked/)).toBeNull();
  });

  it('opens in sign-up or forgot-password mode and keeps the mode in the address as the visitor moves', async () => {
    const { user } = renderLoginPage('/login/?mode=signup&origin=%2Faccount%2F');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(window.location.search).toBe('?origin=%2Faccount%2F');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.search).toBe('?origin=%2Faccount%2F&mode=forgot');
  });

  it('tells a logged-in visitor so, with a way on', () => {
    renderLoginPage('/login/?origin=%2Faccount%2Fsavedsearches%2F', { account: loggedInState() });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('You are logged in.');
    expect(within(status).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account/savedsearches/');
  });
});
