import { LOGIN_TOKEN_PARAM } from '@/lib/auth/login-token-param';
import type { LoginInfo } from '../login-info';
import type { UserInfo } from '../user-info';
import { loginCheckDue } from '../login-status';
import type { AccountStatus } from './account-store';

// SPEC §4 login status and login via token: the decisions of the LoginStatus island, as pure functions.

/** A check is due at most once per interval, and never while a login token waits in the URL. */
export function statusCheckDue(lastCheckedAt: number | null, now: number, search: string): boolean {
  return !new URLSearchParams(search).has(LOGIN_TOKEN_PARAM) && loginCheckDue(lastCheckedAt, now);
}

export type StatusCheckAction = 'fetch-info' | 'log-out' | 'none';

/** What the server's login flag asks of the browser: fetch the user info it lacks, or become logged out. */
export function statusCheckAction(serverLoggedIn: boolean, status: AccountStatus): StatusCheckAction {
  if (!serverLoggedIn) return 'log-out';
  return status === 'user' ? 'none' : 'fetch-info';
}

/**
 * The login token of a URL and the URL without it (path, the other parameters in their order, hash),
 * which replaces the address so the token is neither bookmarked nor sent on as a referrer.
 */
export function takeLoginToken(href: string): { token: string | null; rest: string } {
  const url = new URL(href);
  const token = url.searchParams.get(LOGIN_TOKEN_PARAM);
  url.searchParams.delete(LOGIN_TOKEN_PARAM);
  return { token: token || null, rest: `${url.pathname}${url.search}${url.hash}` };
}

/** A token login worked only when the answer logs a user in (SPEC §8: else the alert). */
export const tokenLoginWorked = (info: LoginInfo | null): info is LoginInfo & { isLoggedIn: true; userInfo: UserInfo } =>
  info?.isLoggedIn === true && info.userInfo !== null;

/** SPEC §4: a seller who logged in by token sees the login popover once per browser. */
export function showsSellerPopover(info: LoginInfo, alreadyShown: boolean): boolean {
  return info.userInfo?.isSeller === true && !alreadyShown;
}
