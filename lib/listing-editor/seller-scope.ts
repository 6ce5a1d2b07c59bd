import { and, eq, or, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, listings, users } from '@/lib/db/schema';
import { AccountType } from '@/lib/domain';
import { isSellerType } from '@/lib/accounts/user-info';

// SPEC §6: who may add and manage listings. A seller user acts for one seller account; a corporate
// master (standard, premium or signature) also manages its agents' listings (accounts whose parent it
// is); an agent manages only its own. Every read and write of the seller workspace goes through here.

const corporateMasters: ReadonlySet<number> = new Set([
  AccountType.CORPORATE_STANDARD_MASTER, AccountType.CORPORATE_SIGNATURE_MASTER, AccountType.CORPORATE_PREMIUM_MASTER,
]);

export interface SellerScope {
  userId: number;
  accountId: number;
  accountType: number;
  /** A corporate master: its agents' listings are its to manage too. */
  isCorporateMaster: boolean;
}

/**
 * Why a logged-in user may not use the seller workspace: a buyer (offered to become a seller), or a
 * seller whose account is blocked, in collections or inactive.
 */
export type SellerRefusal = 'not-a-seller' | 'restricted';

export async function sellerScope(userId: number): Promise<SellerScope | SellerRefusal> {
  const [row] = await db()
    .select({
      accountId: users.accountId, userType: users.accountType, userActive: users.isActive, blocked: users.isBlocked,
      collections: users.isInCollections, accountType: accounts.accountType, accountActive: accounts.isActive, accountSeller: accounts.isSeller,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.accountId === null || row.accountType === null || !isSellerType(row.userType) || !row.accountSeller) return 'not-a-seller';
  if (!row.userActive || row.blocked || row.collections || !row.accountActive) return 'restricted';
  return { userId, accountId: row.accountId, accountType: row.accountType, isCorporateMaster: corporateMasters.has(row.accountType) };
}

/** The listings a scope manages, as a condition on `listings`: its own, and a master's agents'. */
export function managedListings(scope: SellerScope): SQL {
  const own = eq(listings.accountId, scope.accountId);
  return scope.isCorporateMaster ? (or(own, eq(listings.parentAccountId, scope.accountId)) as SQL) : own;
}

/** A listing of the scope's, by id: `undefined` for another seller's or no listing (answered 404 alike). */
export async function managedListing(scope: SellerScope, listingId: number) {
  const [row] = await db().select().from(listings).where(and(eq(listings.id, listingId), managedListings(scope))).limit(1);
  return row;
}
