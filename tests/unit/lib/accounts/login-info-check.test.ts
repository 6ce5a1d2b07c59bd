import { describe, expect, it } from 'vitest';
import { isIdList, loginInfoOf } from '@/lib/accounts/client/login-info-check';
import { loginInfo, userInfo } from './user-fixtures';

describe('login info from an answer (SPEC §3)', () => {
  it('reads SPEC §7 logininfo as sent', () => {
    const info = loginInfo(userInfo({ listOfLiked: [4, 5] }));
    expect(loginInfoOf(info)).toEqual(info);
  });

  it('fills in the login answer’s missing fields from its user info', () => {
    const user = userInfo({ isAdmin: true });
    expect(loginInfoOf({ isLoggedIn: true, userInfo: user })).toEqual({ isLoggedIn: true, userInfo: user, hashedEmail: user.hashedEmail, isAdmin: true, message: null, errors: [] });
  });

  it('reads a logged-out answer with its message', () => {
    expect(loginInfoOf({ isLoggedIn: false, userInfo: null, hashedEmail: null, isAdmin: false, message: 'Login via token did not succeed.', errors: [] }))
      .toMatchObject({ isLoggedIn: false, userInfo: null, message: 'Login via token did not succeed.' });
  });

  it.each([
    ['not an object', 'true'],
    ['no login flag', { userInfo: null }],
    ['logged in without user info', { isLoggedIn: true, userInfo: null }],
    ['user info without liked ids', { isLoggedIn: true, userInfo: { ...userInfo(), listOfLiked: ['4'] } }],
    ['user info without an id', { isLoggedIn: true, userInfo: { ...userInfo(), id: '7' } }],
  ])('is null for %s', (_case, answer) => {
    expect(loginInfoOf(answer)).toBeNull();
  });

  it('knows a list of listing ids', () => {
    expect(isIdList([1, 2])).toBe(true);
    expect(isIdList([])).toBe(true);
    expect(isIdList([1.5])).toBe(false);
    expect(isIdList({ data: [1] })).toBe(false);
  });
});
