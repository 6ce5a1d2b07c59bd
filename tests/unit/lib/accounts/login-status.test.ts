import { describe, expect, it } from 'vitest';
import { LOGIN_STATUS_INTERVAL_MS, loginCheckDue, loginPopoverMs } from '@/lib/accounts/login-status';

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
