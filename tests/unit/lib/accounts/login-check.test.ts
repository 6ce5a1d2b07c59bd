import { describe, expect, it } from 'vitest';
import { showsSellerPopover, statusCheckAction, statusCheckDue, takeLoginToken, tokenLoginWorked } from '@/lib/accounts/client/login-check';
import { LOGIN_STATUS_INTERVAL_MS } from '@/lib/accounts/login-status';
import { loginInfo, userInfo } from './user-fixtures';

describe('login status check (SPEC §4)', () => {
  it('is due first, then once per interval', () => {
    expect(statusCheckDue(null, 1000, '')).toBe(true);
    expect(statusCheckDue(1000, 1000 + LOGIN_STATUS_INTERVAL_MS - 1, '?x=1')).toBe(false);
    expect(statusCheckDue(1000, 1000 + LOGIN_STATUS_INTERVAL_MS, '')).toBe(true);
  });

  it('is skipped while a logintoken parameter is in the URL', () => {
    expect(statusCheckDue(null, 1000, '?logintoken=abc')).toBe(false);
    expect(statusCheckDue(null, 1000, '?a=1&logintoken=')).toBe(false);
  });

  it.each([
    [true, 'unknown', 'fetch-info'],
    [true, 'anonymous', 'fetch-info'],
    [true, 'user', 'none'],
    [false, 'user', 'log-out'],
    [false, 'unknown', 'log-out'],
    [false, 'anonymous', 'log-out'],
  ] as const)('server says logged in %s, browser knows %s: %s', (server, status, action) => {
    expect(statusCheckAction(server, status)).toBe(action);
  });
});

describe('login via token (SPEC §4)', () => {
  it('takes the token out of the URL and keeps the other parameters and the hash', () => {
    expect(takeLoginToken('https://acrewise.test/texas/?a=1&logintoken=tok_123&b=2#map')).toEqual({ token: 'tok_123', rest: '/texas/?a=1&b=2#map' });
    expect(takeLoginToken('https://acrewise.test/?logintoken=tok_123')).toEqual({ token: 'tok_123', rest: '/' });
  });

  it('finds no token in a URL without one (or with an empty one)', () => {
    expect(takeLoginToken('https://acrewise.test/land/?a=1')).toEqual({ token: null, rest: '/land/?a=1' });
    expect(takeLoginToken('https://acrewise.test/?logintoken=').token).toBeNull();
  });

  it('worked only when the answer logs a user in', () => {
    expect(tokenLoginWorked(loginInfo())).toBe(true);
    expect(tokenLoginWorked({ ...loginInfo(), isLoggedIn: false, userInfo: null, message: 'Login via token did not succeed.' })).toBe(false);
    expect(tokenLoginWorked(null)).toBe(false);
  });

  it('shows the seller popover to a seller who has not seen it', () => {
    const seller = loginInfo(userInfo({ isSeller: true }));
    expect(showsSellerPopover(seller, false)).toBe(true);
    expect(showsSellerPopover(seller, true)).toBe(false);
    expect(showsSellerPopover(loginInfo(), false)).toBe(false);
  });
});
