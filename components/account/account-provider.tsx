'use client';

import { createContext, useState, type ReactNode } from 'react';
import { createAccountStore, type AccountStore } from '@/lib/accounts/client/account-store';

export const AccountStoreContext = createContext<AccountStore | null>(null);

/** One account store per page tree (filled in the browser by LoginStatus; docs/accounts.md). */
export function AccountProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAccountStore());
  return <AccountStoreContext value={store}>{children}</AccountStoreContext>;
}
