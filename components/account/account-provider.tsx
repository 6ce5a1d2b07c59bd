'use client';

import { useState, type ReactNode } from 'react';
import { createAccountStore, type AccountState } from '@/lib/accounts/client/account-store';
import { AccountStoreContext } from '@/lib/accounts/client/account-store-context';

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
