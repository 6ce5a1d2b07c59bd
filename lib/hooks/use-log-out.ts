import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useAccountStoreApi } from './use-account';

/**
 * 'Log out' (SPEC §2.6): the server ends the session, the account store forgets the user, and the
 * visitor goes to `homeHref`. A failed call changes nothing (the session would still be there); true when done.
 */
export function useLogOut(): (homeHref: string) => Promise<boolean> {
  const store = useAccountStoreApi();
  const router = useRouter();
  return useCallback(async (homeHref: string) => {
    const { postLogout } = await import('@/lib/accounts/client/account-client');
    const answer = await postLogout();
    if (!answer.ok) return false;
    store.getState().loggedOut(Date.now());
    router.push(homeHref);
    return true;
  }, [store, router]);
}
