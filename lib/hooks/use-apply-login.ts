import { useCallback } from 'react';
import type { LoginInfo } from '@/lib/accounts/login-info';
import { dataLayerEvents, pushDataLayerEvent } from '@/lib/analytics';
import { useAccountStoreApi } from './use-account';

/** How the visitor logged in, as the data layer's `sign in` event tells it. */
export type LoginMethod = 'password' | 'email link';

/** A login that worked: the account store takes the login info and the data layer gets `sign in` (SPEC §7). */
export function useApplyLogin(): (info: LoginInfo, method: LoginMethod) => void {
  const store = useAccountStoreApi();
  return useCallback(
    (info, method) => {
      store.getState().applyLoginInfo(info, Date.now());
      // SPEC §7: analytics know the user by the SHA-256 of the email, never the address.
      pushDataLayerEvent(dataLayerEvents.signIn, undefined, { method, hashedEmail: info.hashedEmail });
    },
    [store],
  );
}
