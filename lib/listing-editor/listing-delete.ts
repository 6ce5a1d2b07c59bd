import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { DELETED_MARKET_STATUS } from '@/lib/domain';
import { listings } from '@/lib/db/schema';
import { managedListings, type SellerScope } from './seller-scope';
import { DELETED_LISTING_RESTORE_DAYS } from './status-rules';

// Deleting a listing (docs/seller-workspace.md): it leaves every public page at once (its market
// status becomes DELETED_MARKET_STATUS, which no public read accepts) and can be restored, with the
// status it had, for DELETED_LISTING_RESTORE_DAYS; then the maintenance job purges it for good.

const restoreWindowMs = DELETED_LISTING_RESTORE_DAYS * 86_400_000;

/** True when deleted now; false for another's, no or an already deleted listing. */
export async function deleteListing(scope: SellerScope, listingId: number, now = new Date()): Promise<boolean> {
  const rows = await db().update(listings)
    .set({ statusBeforeDelete: sql`${listings.marketStatus}`, marketStatus: DELETED_MARKET_STATUS, deletedAt: now, updatedAt: now })
    .where(and(eq(listings.id, listingId), managedListings(scope), sql`${listings.deletedAt} is null`))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** True when restored; false for another's, no, a live or a purged listing, or one deleted too long ago. */
export async function restoreListing(scope: SellerScope, listingId: number, now = new Date()): Promise<boolean> {
  const rows = await db().update(listings)
    .set({ marketStatus: sql`${listings.statusBeforeDelete}`, statusBeforeDelete: null, deletedAt: null, updatedAt: now })
    .where(and(eq(listings.id, listingId), managedListings(scope), isNotNull(listings.deletedAt), sql`${listings.deletedAt} > ${new Date(now.getTime() - restoreWindowMs)}`))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** Removes listings deleted longer ago than the restore window (with their media rows, history and favourites); how many. */
export async function purgeDeletedListings(database: Database, now = new Date()): Promise<number> {
  const rows = await database.delete(listings)
    .where(and(isNotNull(listings.deletedAt), lt(listings.deletedAt, new Date(now.getTime() - restoreWindowMs))))
    .returning({ id: listings.id });
  return rows.length;
}
