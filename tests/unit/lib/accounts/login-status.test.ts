import { describe, expect, it } from 'vitest';
import { LOGIN_STATUS_INTERVAL_MS, loginCheckDue, loginPopoverMs, safeReturnPath } from '@/lib/accounts/login-status';

describe('login status interval (SPEC §4)', () => {
  it('is due first, then once per interval', () => {
    expect(loginCheckDue(null, 1000)).toBe(true);
    expect(loginCheckDue(1000, 1000 + LOGIN_STATUS_INTERVAL_MS - 1)).toBe(false);
    expect(loginCheckDue(1000, 1000 + LOGIN_STATUS_INTERVAL_MS)).toBe(true);
  });

  it('hides the login popover after 5 s on mobile and 10 s otherwise (SPEC §9)', () => {
    expect(loginPopoverMs(true)).toBe(5000);
    expect(loginPopoverMs(false)).toBe(10000);
  });
});

describe('return path after login (SPEC §6 origin)', () => {
  it.each([
    ['/account/details/', '/account/details/'],
    ['/texas-land-for-sale/?priceMax=5#map', '/texas-land-for-sale/?priceMax=5#map'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s -> %s', (origin, expected) => {
    expect(safeReturnPath(origin)).toBe(expected);
  });
});
