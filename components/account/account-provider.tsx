'use client';

import { createContext, useState, type ReactNode } from 'react';
import { createAccountStore, type AccountState, type AccountStore } from '@/lib/accounts/client/account-store';

export const AccountStoreContext = createContext<AccountStore | null>(null);

interface AccountProviderProps {
  children: ReactNode;
  /** State to start from (tests); a page starts unknown and LoginStatus fills it in. */
  initialState?: Partial<AccountState>;
}

/** One account store per page tree (filled in the browser by LoginStatus; docs/accounts.md). */
export function AccountProvider({ children, initialState }: AccountProviderProps) {
  const [store] = useState(() => createAccountStore(initialState));
  return <AccountStoreContext value={store}>{children}</AccountStoreContext>;
}
