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
  /**
   * Counts the changes of who is logged in. A background check notes it before it asks the server and
   * passes it back with the answer: an answer overtaken by a login or logout meanwhile is dropped (a
   * status request sent while the page loaded must not log out the visitor who has just logged in).
   */
  session: number;
}

export interface AccountActions {
  /** `askedAt`: the `session` a background check saw when it asked; omitted for the visitor's own actions. */
  applyLoginInfo: (info: LoginInfo, at: number, askedAt?: number) => void;
  loggedOut: (at: number, askedAt?: number) => void;
  checked: (at: number) => void;
  setLiked: (ids: readonly number[]) => void;
  setAfterLogin: (action: (() => void) | null) => void;
  /** Runs and clears the pending after-login action. */
  runAfterLogin: () => void;
}

export type AccountStoreState = AccountState & AccountActions;
export type AccountStore = StoreApi<AccountStoreState>;

export const initialAccountState: Readonly<AccountState> = Object.freeze({
  status: 'unknown', user: null, liked: [], lastCheckedAt: null, afterLogin: null, session: 0,
});

export function createAccountStore(initial: Partial<AccountState> = {}): AccountStore {
  return createStore<AccountStoreState>()((set, get) => {
    const overtaken = (askedAt: number | undefined) => askedAt !== undefined && askedAt !== get().session;
    return {
      ...initialAccountState,
      ...initial,
      applyLoginInfo: (info, at, askedAt) => {
        if (overtaken(askedAt)) return;
        const session = get().session + 1;
        set(info.isLoggedIn && info.userInfo
          ? { status: 'user', user: info.userInfo, liked: info.userInfo.listOfLiked, lastCheckedAt: at, session }
          : { status: 'anonymous', user: null, liked: [], lastCheckedAt: at, session });
      },
      loggedOut: (at, askedAt) => {
        if (overtaken(askedAt)) return;
        set({ status: 'anonymous', user: null, liked: [], lastCheckedAt: at, afterLogin: null, session: get().session + 1 });
      },
      checked: (at) => set({ lastCheckedAt: at }),
      setLiked: (ids) => set({ liked: ids }),
      setAfterLogin: (action) => set({ afterLogin: action }),
      runAfterLogin: () => {
        const action = get().afterLogin;
        set({ afterLogin: null });
        action?.();
      },
    };
  });
}
