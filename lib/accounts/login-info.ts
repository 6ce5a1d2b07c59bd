import type { SiteBrand } from '@/lib/brand/schema';
import { z } from 'zod';
import { loadUserInfo, type UserInfo } from './user-info';

// SPEC §3 "Login info", the answer of logininfo and loginviatoken: whether the browser is logged in,
// the user info (with isSeller), the SHA-256 hashed email for analytics, a message and errors.

/** SPEC §7 loginviatoken: the answer's message when the token was not accepted. */
export const TOKEN_LOGIN_FAILED = 'Login via token did not succeed.';
/** SPEC §7 loginviatoken: what the browser says when the call itself failed (a non-OK answer). */
export const TOKEN_LOGIN_UNAVAILABLE = 'We are unable to process your login at this time. Please contact the support contact.';
/** SPEC §4/§8: the alert after a failed token login. */
export const TOKEN_LOGIN_ALERT = 'Failed to login.';

export interface LoginInfo {
  isLoggedIn: boolean;
  userInfo: UserInfo | null;
  hashedEmail: string | null;
  isAdmin: boolean;
  message: string | null;
  errors: string[];
}

export const loggedOut = (message: string | null = null): LoginInfo => ({ isLoggedIn: false, userInfo: null, hashedEmail: null, isAdmin: false, message, errors: [] });

export async function loginInfo(userId: number | null): Promise<LoginInfo> {
  const userInfo = userId === null ? null : await loadUserInfo(userId);
  if (!userInfo) return loggedOut();
  return { isLoggedIn: true, userInfo, hashedEmail: userInfo.hashedEmail, isAdmin: userInfo.isAdmin, message: null, errors: [] };
}

/** The `{siteId}` of the SPEC §7 calls: it must be the site the request came to. */
export function isBrandSiteId(brand: SiteBrand, value: string | string[] | undefined): boolean {
  const parsed = z.coerce.number().int().positive().safeParse(value);
  return parsed.success && parsed.data === brand.siteId;
}
