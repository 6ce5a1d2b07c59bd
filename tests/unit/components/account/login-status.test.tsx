// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginStatus } from '@/components/account/login-status';
import { LOGIN_INFO_RETRY_MS, LOGIN_POPOVER_KEY, LOGIN_STATUS_INTERVAL_MS } from '@/lib/accounts/login-status';
import { TOKEN_LOGIN_ALERT } from '@/lib/accounts/token-login';
import { loginInfo, userInfo } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';
import { accountApi, dataLayerEvents, json } from './account-api';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', async (original) => ({ ...(await original<typeof import('next/navigation')>()), usePathname: () => route.pathname }));

const T0 = new Date('2026-05-01T12:00:00Z').getTime();
const TOKEN = 'tok_abcdefghijklmnopqrstuv';
const anonymous = { isLoggedIn: false, userInfo: null, hashedEmail: null, isAdmin: false, message: null, errors: [] };
const sellerLinks = { manage: '/lands-connector/', addListing: '/addlisting/' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  route.pathname = '/';
  document.documentElement.dataset.siteId = '1';
  window.history.replaceState(null, '', '/');
  window.dataLayer = [];
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderStatus = () => renderInLayout('land', <LoginStatus sellerLinks={sellerLinks} />);

describe('login status (SPEC §4)', () => {
  it('reads the login info on the first load and fills the account store', async () => {
    const api = accountApi({ 'GET /api/authenticate/logininfo/1': json(loginInfo(userInfo({ listOfLiked: [9] }))) });
    const { stores } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    expect(stores.account.getState().liked).toEqual([9]);
    expect(api.calls).toHaveLength(1);
  });

  it('marks a visitor without a session as anonymous', async () => {
    accountApi({ 'GET /api/authenticate/logininfo/1': json(anonymous) });
    const { stores } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('anonymous'));
  });

  it('tries the first read again when it gets no answer, until the server answers', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    let refused = 2;
    const api = accountApi({ 'GET /api/authenticate/logininfo/1': () => (refused-- > 0 ? json({ errors: ['Too many requests'] }, 429) : json(loginInfo())) });
    const { stores } = renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls).toHaveLength(1);
    expect(stores.account.getState().status).toBe('unknown');
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_INFO_RETRY_MS[0]));
    expect(api.calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_INFO_RETRY_MS[1]));
    expect(api.calls).toHaveLength(3);
    expect(stores.account.getState().status).toBe('user');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls).toHaveLength(3);
  });

  it('stops trying after the last wait, and when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
    const api = accountApi({ 'GET /api/authenticate/logininfo/1': () => json({ errors: ['Unavailable'] }, 503) });
    const { stores } = renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_INFO_RETRY_MS.reduce((a, b) => a + b, 0) + 60_000));
    expect(api.calls).toHaveLength(1 + LOGIN_INFO_RETRY_MS.length);
    expect(stores.account.getState().status).toBe('unknown');

    cleanup();
    const again = accountApi({ 'GET /api/authenticate/logininfo/1': () => json({ errors: ['Unavailable'] }, 503) });
    const { unmount } = renderStatus();
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(again.calls).toHaveLength(1);
  });

  it('asks again at most once per interval after mouse or touch events', async () => {
    let server = true;
    const api = accountApi({
      'GET /api/authenticate/logininfo/1': () => json(server ? loginInfo() : anonymous),
      'GET /api/authenticate/isloggedin': () => json(server),
    });
    const { stores } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    vi.setSystemTime(T0 + LOGIN_STATUS_INTERVAL_MS - 1);
    fireEvent.mouseMove(window);
    fireEvent.touchStart(window);
    expect(api.to('GET /api/authenticate/isloggedin')).toHaveLength(0);

    server = false;
    vi.setSystemTime(T0 + LOGIN_STATUS_INTERVAL_MS);
    fireEvent.mouseDown(window);
    fireEvent.mouseMove(window);
    await waitFor(() => expect(stores.account.getState().status).toBe('anonymous'));
    expect(api.to('GET /api/authenticate/isloggedin')).toHaveLength(1);
    // The server said logged out: no user info is fetched.
    expect(api.to('GET /api/authenticate/logininfo/1')).toHaveLength(1);
  });

  it('fetches the user info when the server knows a login the browser does not (another tab logged in)', async () => {
    let server = false;
    const api = accountApi({
      'GET /api/authenticate/logininfo/1': () => json(server ? loginInfo() : anonymous),
      'GET /api/authenticate/isloggedin': () => json(server),
    });
    const { stores } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('anonymous'));
    server = true;
    vi.setSystemTime(T0 + LOGIN_STATUS_INTERVAL_MS);
    fireEvent.mouseMove(window);
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    expect(api.to('GET /api/authenticate/logininfo/1')).toHaveLength(2);
  });

  it('asks again on a route change once the interval has passed', async () => {
    const api = accountApi({
      'GET /api/authenticate/logininfo/1': json(loginInfo()),
      'GET /api/authenticate/isloggedin': json(true),
    });
    const { stores, rerender } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    route.pathname = '/texas/';
    rerender(<LoginStatus sellerLinks={sellerLinks} />);
    expect(api.to('GET /api/authenticate/isloggedin')).toHaveLength(0);
    vi.setSystemTime(T0 + LOGIN_STATUS_INTERVAL_MS);
    route.pathname = '/land/';
    rerender(<LoginStatus sellerLinks={sellerLinks} />);
    await waitFor(() => expect(api.to('GET /api/authenticate/isloggedin')).toHaveLength(1));
    expect(stores.account.getState().status).toBe('user');
  });
});

describe('login via token (SPEC §4)', () => {
  it('takes the token out of the URL (other parameters kept), spends it and logs in', async () => {
    window.history.replaceState(null, '', `/texas/?a=1&logintoken=${TOKEN}&b=2#map`);
    const buyer = userInfo();
    const api = accountApi({ [`POST /api/authenticate/loginviatoken/${TOKEN}/1`]: json(loginInfo(buyer)) });
    const { stores } = renderStatus();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/texas/?a=1&b=2#map');
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST /api/authenticate/loginviatoken/${TOKEN}/1`]);
    expect(dataLayerEvents()).toEqual([{ event: 'sign in', method: 'email link', hashedEmail: buyer.hashedEmail }]);
    // A buyer gets no seller popover.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['a token the server did not accept', json({ ...anonymous, message: 'Login via token did not succeed.' })],
    ['a failed call', json({ errors: ['Too many requests; try again shortly'] }, 429)],
  ])('alerts "Failed to login." after %s', async (_case, answer) => {
    window.history.replaceState(null, '', `/?logintoken=${TOKEN}`);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    accountApi({ [`POST /api/authenticate/loginviatoken/${TOKEN}/1`]: answer, 'GET /api/authenticate/logininfo/1': json(anonymous) });
    const { stores } = renderStatus();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(TOKEN_LOGIN_ALERT));
    expect(TOKEN_LOGIN_ALERT).toBe('Failed to login.');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(stores.account.getState().status).toBe('anonymous'));
  });

  it('shows a seller the login popover once, hides it after 5 s on a phone and remembers it', async () => {
    window.history.replaceState(null, '', `/?logintoken=${TOKEN}`);
    vi.stubGlobal('innerWidth', 390);
    const timeouts = vi.spyOn(window, 'setTimeout');
    const seller = userInfo({ isSeller: true, contactName: 'Jolene Greer', accountType: 11 });
    accountApi({ [`POST /api/authenticate/loginviatoken/${TOKEN}/1`]: json(loginInfo(seller)) });
    renderStatus();
    const popover = await screen.findByRole('status', { name: 'Welcome back, Jolene Greer' });
    expect(screen.getByRole('link', { name: 'Manage listings' })).toHaveAttribute('href', '/lands-connector/');
    expect(screen.getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/addlisting/');
    expect(localStorage.getItem(LOGIN_POPOVER_KEY)).not.toBeNull();
    // The popover's timer starts in an effect after it is drawn: wait for it rather than race it.
    await waitFor(() => expect(timeouts.mock.calls.some(([, ms]) => ms === 5000)).toBe(true));
    const hide = timeouts.mock.calls.find(([, ms]) => ms === 5000)?.[0];
    expect(hide).toBeTypeOf('function');
    act(() => (hide as () => void)());
    expect(popover).not.toBeInTheDocument();

    cleanup();
    window.history.replaceState(null, '', `/?logintoken=${TOKEN}`);
    const { stores } = renderStatus();
    await waitFor(() => expect(stores.account.getState().status).toBe('user'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the popover 10 s on wider screens', async () => {
    window.history.replaceState(null, '', `/?logintoken=${TOKEN}`);
    vi.stubGlobal('innerWidth', 1366);
    const timeouts = vi.spyOn(window, 'setTimeout');
    accountApi({ [`POST /api/authenticate/loginviatoken/${TOKEN}/1`]: json(loginInfo(userInfo({ isSeller: true }))) });
    renderStatus();
    await screen.findByRole('status', { name: /Welcome back/ });
    await waitFor(() => expect(timeouts.mock.calls.some(([, ms]) => ms === 10_000)).toBe(true));
    expect(timeouts.mock.calls.some(([, ms]) => ms === 5000)).toBe(false);
  });
});
