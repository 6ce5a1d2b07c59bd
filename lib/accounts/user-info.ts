import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { likedListingIds } from './favorites';
import { AccountType, planOfStoredType } from '@/lib/domain';
import { hashedEmail } from '@/lib/analytics';
import { isRestrictedUser } from './restricted';

// SPEC §3 "User info" as the browser gets it (logininfo, loginviatoken): the profile, the plan flags
// derived from the account type, and the ids of the listings the user liked. Never the password.

export type UserRow = typeof users.$inferSelect;


/** Sellers are every account type but the buyer and the prospect. */
export const isSellerType = (type: number) => type !== AccountType.STANDARD_BUYER && type !== AccountType.PROSPECT;

export interface UserInfo {
  id: number;
  accountType: number;
  contactName: string;
  email: string;
  hashedEmail: string;
  phone: string | null;
  phoneType: string | null;
  newsletter: boolean;
  isLoggedIn: true;
  isActive: boolean;
  isAdmin: boolean;
  isBlocked: boolean;
  isInCollections: boolean;
  isLandsInsight: boolean;
  isFromFeed: boolean;
  isSeller: boolean;
  isFree: boolean;
  isPremium: boolean;
  isSignature: boolean;
  canUsePCC: boolean;
  isRestricted: boolean;
  sendSavedPropertyConfirmation: boolean;
  favoriteAlerts: string;
  mailingAddress1: string | null;
  mailingAddress2: string | null;
  mailingCity: string | null;
  mailingState: string | null;
  mailingZip: string | null;
  billingAddress1: string | null;
  billingAddress2: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
  listOfLiked: number[];
}

/** `emailHash`: SPEC §7 hashedEmail of the user's address (lib/analytics/hashed-email.ts). */
export function toUserInfo(user: UserRow, liked: readonly number[], emailHash: string): UserInfo {
  const family = planOfStoredType(user.accountType);
  const isSeller = isSellerType(user.accountType);
  return {
    id: user.id,
    accountType: user.accountType,
    contactName: user.contactName,
    email: user.email,
    hashedEmail: emailHash,
    phone: user.phone,
    phoneType: user.phoneType,
    newsletter: user.newsletter,
    isLoggedIn: true,
    isActive: user.isActive,
    isAdmin: user.isAdmin,
    isBlocked: user.isBlocked,
    isInCollections: user.isInCollections,
    isLandsInsight: user.isLandsInsight,
    isFromFeed: user.isFromFeed,
    isSeller,
    isFree: family === 'free',
    isPremium: family === 'premium',
    isSignature: family === 'signature',
    canUsePCC: user.canUsePcc,
    isRestricted: isRestrictedUser({ ...user, isSeller }),
    sendSavedPropertyConfirmation: user.sendSavedPropertyConfirmation,
    favoriteAlerts: user.favoriteAlerts,
    mailingAddress1: user.mailingAddress1,
    mailingAddress2: user.mailingAddress2,
    mailingCity: user.mailingCity,
    mailingState: user.mailingState,
    mailingZip: user.mailingZip,
    billingAddress1: user.billingAddress1,
    billingAddress2: user.billingAddress2,
    billingCity: user.billingCity,
    billingState: user.billingState,
    billingZip: user.billingZip,
    listOfLiked: [...liked],
  };
}

export async function loadUserInfo(userId: number): Promise<UserInfo | null> {
  const [user] = await db().select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  return toUserInfo(user, await likedListingIds(userId), await hashedEmail(user.email));
}
