import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, loginDelayMs, MAX_DELAY_MS } from '@/lib/auth/login-throttle';

describe('loginDelayMs', () => {
  it('costs nothing for the first wrong passwords, then doubles up to a cap', () => {
    expect([0, 1, FREE_FAILURES - 1].map((f) => loginDelayMs(f, 1000))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((f) => loginDelayMs(f, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(loginDelayMs(99, 1000)).toBe(MAX_DELAY_MS);
  });
});
