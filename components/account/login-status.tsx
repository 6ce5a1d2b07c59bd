'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchIsLoggedIn, postTokenLogin } from '@/lib/accounts/client/account-client';
import { fetchCurrentLoginInfo } from '@/lib/accounts/client/current-login-info';
import { showsSellerPopover, statusCheckAction, statusCheckDue, takeLoginToken, tokenLoginWorked } from '@/lib/accounts/client/login-check';
import { loginInfoOf } from '@/lib/accounts/client/login-info-check';
import { pageSiteId } from '@/lib/accounts/client/site-id';
import { TOKEN_LOGIN_ALERT } from '@/lib/accounts/token-login';
import { LOGIN_INFO_RETRY_MS, LOGIN_POPOVER_KEY, loginPopoverMs } from '@/lib/accounts/login-status';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useApplyLogin } from '@/lib/hooks/use-apply-login';
import { isAtLeast } from '@/lib/ui';
import { SellerLoginPopover, type SellerLinks } from './seller-login-popover';

interface PopoverState {
  name: string;
  /** SPEC §9: how long it stays. */
  ms: number;
}

/** Local storage may be switched off (private modes); then the popover counts as shown. */
function popoverShownBefore(): boolean {
  try {
    if (localStorage.getItem(LOGIN_POPOVER_KEY) !== null) return true;
    localStorage.setItem(LOGIN_POPOVER_KEY, 'true');
    return false;
  } catch {
    return true;
  }
}

/**
 * SPEC §4 login status and login via token, mounted once in the root layout. First load: a `logintoken`
 * in the URL is taken out of it and spent, else the login info is read. Afterwards the server is asked
 * again at most once per interval, after a mouse or touch event or a route change.
 */
export function LoginStatus({ sellerLinks }: { sellerLinks: SellerLinks }) {
  const store = useAccountStoreApi();
  const applyLogin = useApplyLogin();
  const pathname = usePathname();
  const started = useRef(false);
  const mounted = useRef(true);
  const [popover, setPopover] = useState<PopoverState | null>(null);

  /**
   * `askedAt`: the store's session when the check began (an answer overtaken by a login is dropped).
   * True when the server answered.
   */
  const readLoginInfo = useCallback(async (askedAt = store.getState().session): Promise<boolean> => {
    const info = await fetchCurrentLoginInfo();
    if (info) store.getState().applyLoginInfo(info, Date.now(), askedAt);
    return info !== null;
  }, [store]);

  /** The first read, tried again (LOGIN_INFO_RETRY_MS) while it gets no answer and nothing else has told. */
  const firstRead = useCallback(async () => {
    for (const wait of [0, ...LOGIN_INFO_RETRY_MS]) {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!mounted.current || store.getState().status !== 'unknown') return;
      if (await readLoginInfo()) return;
    }
  }, [store, readLoginInfo]);

  /** Spends the token; the seller popover's contents when it is to show (SPEC §4), else null. */
  const tokenLogin = useCallback(async (token: string): Promise<PopoverState | null> => {
    const siteId = pageSiteId();
    const answer = siteId === null ? null : await postTokenLogin(token, siteId);
    const info = answer?.ok ? loginInfoOf(answer.data) : null;
    if (!tokenLoginWorked(info)) {
      window.alert(TOKEN_LOGIN_ALERT);
      // The visitor may still have a session from before.
      await readLoginInfo();
      return null;
    }
    applyLogin(info, 'email link');
    if (!showsSellerPopover(info, popoverShownBefore())) return null;
    return { name: info.userInfo.contactName, ms: loginPopoverMs(!isAtLeast(window.innerWidth, 'medium')) };
  }, [applyLogin, readLoginInfo]);

  const recheck = useCallback(async () => {
    const { lastCheckedAt, checked } = store.getState();
    const now = Date.now();
    if (!statusCheckDue(lastCheckedAt, now, window.location.search)) return;
    checked(now);
    const askedAt = store.getState().session;
    const answer = await fetchIsLoggedIn();
    if (!answer.ok || typeof answer.data !== 'boolean') return;
    const action = statusCheckAction(answer.data, store.getState().status);
    if (action === 'fetch-info') await readLoginInfo(askedAt);
    if (action === 'log-out') store.getState().loggedOut(Date.now(), askedAt);
  }, [store, readLoginInfo]);

  // First load, then every route change.
  useEffect(() => {
    const { token, rest } = takeLoginToken(window.location.href);
    if (token) {
      // Out of the address first, so it is neither bookmarked, shared nor spent twice.
      window.history.replaceState(window.history.state, '', rest);
      started.current = true;
      store.getState().checked(Date.now());
      void tokenLogin(token).then((shown) => shown && setPopover(shown));
    } else if (!started.current) {
      started.current = true;
      store.getState().checked(Date.now());
      void firstRead();
    } else {
      void recheck();
    }
  }, [pathname, store, tokenLogin, firstRead, recheck]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const onActivity = () => void recheck();
    const events = ['mousemove', 'mousedown', 'touchstart'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity);
    };
  }, [recheck]);

  const closePopover = useCallback(() => setPopover(null), []);
  if (!popover) return null;
  return <SellerLoginPopover name={popover.name} links={sellerLinks} hideAfterMs={popover.ms} onClose={closePopover} />;
}
