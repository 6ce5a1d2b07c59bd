import type { LoginInfo } from '../login-info';
import type { UserInfo } from '../user-info';

// The browser takes login info from three answers: SPEC §7 logininfo and loginviatoken, and our login
// form's `{ isLoggedIn, userInfo }`. A small check instead of a zod schema: the login-status island that
// reads it is in every page's first load, and zod is not (docs/accounts.md "Browser side").

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for a list of listing ids (SPEC §3 listOfLiked, the favorites API's answer). */
export const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => Number.isSafeInteger(id));

/** The user info, when it has the fields the browser acts on (id, seller flag, liked ids). */
function userInfoOf(value: unknown): UserInfo | null {
  if (!isFields(value)) return null;
  const usable = Number.isSafeInteger(value.id) && typeof value.isSeller === 'boolean' && isIdList(value.listOfLiked);
  return usable ? (value as unknown as UserInfo) : null;
}

/** SPEC §3 login info from an answer, or null when it is not one. A logged-in answer needs its user info. */
export function loginInfoOf(value: unknown): LoginInfo | null {
  if (!isFields(value) || typeof value.isLoggedIn !== 'boolean') return null;
  const userInfo = value.userInfo === null || value.userInfo === undefined ? null : userInfoOf(value.userInfo);
  if (value.isLoggedIn && !userInfo) return null;
  return {
    isLoggedIn: value.isLoggedIn,
    userInfo,
    hashedEmail: typeof value.hashedEmail === 'string' ? value.hashedEmail : (userInfo?.hashedEmail ?? null),
    isAdmin: value.isAdmin === true || userInfo?.isAdmin === true,
    message: typeof value.message === 'string' ? value.message : null,
    errors: Array.isArray(value.errors) ? value.errors.filter((e): e is string => typeof e === 'string') : [],
  };
}
