import type { AccountState } from '@/lib/accounts/client/account-store';
import type { LoginInfo } from '@/lib/accounts/login-info';
import type { UserInfo } from '@/lib/accounts/user-info';

// Users as the account API sends them (SPEC §3 user info and login info), for browser-side tests.

/** A user as the API sends one (SPEC §3 user info), a buyer unless told otherwise. */
export function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7, accountType: 1, contactName: 'Dana Buyer', email: 'buyer@example.com', hashedEmail: 'a'.repeat(64), phone: null, phoneType: null,
    newsletter: false, isLoggedIn: true, isActive: true, isAdmin: false, isBlocked: false, isInCollections: false, isLandsInsight: false,
    isFromFeed: false, isSeller: false, isFree: false, isPremium: false, isSignature: false, canUsePCC: false, isRestricted: false,
    sendSavedPropertyConfirmation: false, favoriteAlerts: 'No Updates', mailingAddress1: null, mailingAddress2: null, mailingCity: null,
    mailingState: null, mailingZip: null, billingAddress1: null, billingAddress2: null, billingCity: null, billingState: null, billingZip: null,
    listOfLiked: [], ...over,
  };
}

/** SPEC §3 login info of a logged-in user. */
export function loginInfo(user: UserInfo = userInfo()): LoginInfo {
  return { isLoggedIn: true, userInfo: user, hashedEmail: user.hashedEmail, isAdmin: false, message: null, errors: [] };
}

/** The account state of a logged-in user, for `renderInLayout(..., { account })`. */
export function loggedInState(user: UserInfo = userInfo()): Partial<AccountState> {
  return { status: 'user', user, liked: user.listOfLiked, lastCheckedAt: Date.now() };
}
