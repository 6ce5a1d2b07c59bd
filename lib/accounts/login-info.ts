import type { SiteBrand } from '@/lib/brand';
import { z } from 'zod';
import { loadUserInfo, type UserInfo } from './user-info';

// SPEC §3 "Login info", the answer of logininfo and loginviatoken: whether the browser is logged in,
// the user info (with isSeller), the SHA-256 hashed email for analytics, a message and errors.

export { TOKEN_LOGIN_ALERT, TOKEN_LOGIN_FAILED, TOKEN_LOGIN_UNAVAILABLE } from './token-login';

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
