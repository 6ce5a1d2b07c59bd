import { describe, expect, it } from 'vitest';
import { createAccountStore } from '@/lib/accounts/client/account-store';
import type { LoginInfo } from '@/lib/accounts/login-info';
import { loginInfo } from './user-fixtures';

const loggedOutInfo: LoginInfo = { isLoggedIn: false, userInfo: null, hashedEmail: null, isAdmin: false, message: null, errors: [] };

describe('the account store', () => {
  it('drops a background check that a login overtook: the status asked while the page loaded does not log the visitor out', () => {
    const store = createAccountStore();
    const askedAt = store.getState().session;
    store.getState().applyLoginInfo(loginInfo(), 1_000);
    store.getState().applyLoginInfo(loggedOutInfo, 2_000, askedAt);
    store.getState().loggedOut(2_000, askedAt);
    expect(store.getState().status).toBe('user');
  });

  it('drops a check that a logout overtook', () => {
    const store = createAccountStore();
    store.getState().applyLoginInfo(loginInfo(), 1_000);
    const askedAt = store.getState().session;
    store.getState().loggedOut(1_500);
    store.getState().applyLoginInfo(loginInfo(), 2_000, askedAt);
    expect(store.getState().status).toBe('anonymous');
  });

  it('applies a check that nothing overtook, and the visitor’s own actions always', () => {
    const store = createAccountStore();
    store.getState().applyLoginInfo(loginInfo(), 1_000, store.getState().session);
    expect(store.getState().status).toBe('user');
    store.getState().loggedOut(2_000, store.getState().session);
    expect(store.getState()).toMatchObject({ status: 'anonymous', lastCheckedAt: 2_000 });
    store.getState().applyLoginInfo(loginInfo(), 3_000);
    expect(store.getState().status).toBe('user');
  });
});
