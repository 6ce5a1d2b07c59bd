import { planOfStoredType } from '@/lib/domain';

// SPEC §6: a logged-in user is "restricted" when blocked or in collections, or when an active paid seller
// (not free, not homes). SPEC leaves what that last case restricts unshown; we read it as "manages
// listings through the seller tools": such users see the seller entry points instead of buyer prompts.

export interface RestrictionFacts {
  accountType: number;
  isBlocked: boolean;
  isInCollections: boolean;
  isActive: boolean;
  isSeller: boolean;
}

export function isRestrictedUser(user: RestrictionFacts): boolean {
  if (user.isBlocked || user.isInCollections) return true;
  if (!user.isActive || !user.isSeller) return false;
  const plan = planOfStoredType(user.accountType);
  return plan !== 'free' && plan !== 'homes';
}
