import { useContext } from 'react';
import { useStore } from 'zustand';
import type { AccountStore, AccountStoreState } from '@/lib/accounts/client/account-store';
import { AccountStoreContext } from '@/lib/accounts/client/account-store-context';

/** The account store of the nearest AccountProvider (app/[brand]/layout.tsx mounts one). */
export function useAccountStoreApi(): AccountStore {
  const store = useContext(AccountStoreContext);
  if (!store) throw new Error('useAccount needs an AccountProvider above it (app/[brand]/layout.tsx mounts one).');
  return store;
}

/** A slice of the account state (status, user, liked ids); re-renders only when it changes. */
export function useAccount<T>(selector: (state: AccountStoreState) => T): T {
  return useStore(useAccountStoreApi(), selector);
}
