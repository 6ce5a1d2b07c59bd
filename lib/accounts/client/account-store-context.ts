import { createContext } from 'react';
import type { AccountStore } from './account-store';

// Client only: shared by AccountProvider (components/account) and useAccount (lib/hooks), so the hook
// needs no component and the component no hook file.

/** The account store of the nearest AccountProvider; null outside one. */
export const AccountStoreContext = createContext<AccountStore | null>(null);
