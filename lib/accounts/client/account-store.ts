import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LoginInfo } from '../login-info';
import type { UserInfo } from '../user-info';

// The browser's view of the visitor's account (SPEC §3 login info, §4 login status and like): filled
// on the client only, so every public page renders the same for everyone (docs/caching.md). One store
// per AccountProvider, like the UI store: never module-level.

export type AccountStatus = 'unknown' | 'anonymous' | 'user';

export interface AccountState {
  status: AccountStatus;
  user: UserInfo | null;
  /** SPEC §3 listOfLiked, kept current by likes and unlikes. */
  liked: readonly number[];
  /** When the server was last asked (SPEC §4: at most once per interval). */
  lastCheckedAt: number | null;
  /** SPEC §4 like: what to do once the login modal succeeds (the like the visitor asked for). */
  afterLogin: (() => void) | null;
}

export interface AccountActions {
  applyLoginInfo: (info: LoginInfo, at: number) => void;
  loggedOut: (at: number) => void;
  checked: (at: number) => void;
  setLiked: (ids: readonly number[]) => void;
  setAfterLogin: (action: (() => void) | null) => void;
  /** Runs and clears the pending after-login action. */
  runAfterLogin: () => void;
}

export type AccountStoreState = AccountState & AccountActions;
export type AccountStore = StoreApi<AccountStoreState>;

export const initialAccountState: Readonly<AccountState> = Object.freeze({ status: 'unknown', user: null, liked: [], lastCheckedAt: null, afterLogin: null });

export function createAccountStore(initial: Partial<AccountState> = {}): AccountStore {
  return createStore<AccountStoreState>()((set, get) => ({
    ...initialAccountState,
    ...initial,
    applyLoginInfo: (info, at) =>
      set(info.isLoggedIn && info.userInfo
        ? { status: 'user', user: info.userInfo, liked: info.userInfo.listOfLiked, lastCheckedAt: at }
        : { status: 'anonymous', user: null, liked: [], lastCheckedAt: at }),
    loggedOut: (at) => set({ status: 'anonymous', user: null, liked: [], lastCheckedAt: at, afterLogin: null }),
    checked: (at) => set({ lastCheckedAt: at }),
    setLiked: (ids) => set({ liked: ids }),
    setAfterLogin: (action) => set({ afterLogin: action }),
    runAfterLogin: () => {
      const action = get().afterLogin;
      set({ afterLogin: null });
      action?.();
    },
  }));
}
