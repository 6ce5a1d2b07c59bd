import { and, eq, sql } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { listingDailyStats, listings } from '@/lib/db/schema';
import { shownListing } from '@/lib/db/schema/listings';
import { eventDay, insertEventLog, type DatabaseTransaction } from './event-log-row';
import type { ListingLogType } from './log-types';

export type { DatabaseTransaction } from './event-log-row';

export interface ListingEvent {
  logType: ListingLogType;
  listingId: number;
  /** The brand the event happened on (brands/<key>/brand.json siteId). */
  siteId: number;
  /** The client address by the trusted-proxy rules (lib/http/client-address.ts); null when unknown. */
  ipAddress: string | null;
  /** The page it happened on, as the browser reports it. */
  referringUrl?: string | null;
  /** Extra detail kept in the log row's message (e.g. which document); the log type is the rest. */
  detail?: string;
}

/**
 * Stores one listing event: a `logs` row and +1 on listing_daily_stats for (listing, UTC day, type),
 * both or neither. False when the listing does not exist (nothing written). Pass `runner` to write
 * inside your own transaction (it becomes a savepoint there).
 */
export async function recordListingEvent(event: ListingEvent, runner: Database | DatabaseTransaction = db()): Promise<boolean> {
  return runner.transaction(async (tx) => {
    const [listing] = await tx.select({ accountId: listings.accountId }).from(listings).where(and(eq(listings.id, event.listingId), shownListing('listings'))).limit(1);
    if (!listing) return false;
    await insertEventLog(tx, { ...event, accountId: listing.accountId });
    await tx
      .insert(listingDailyStats)
      .values({ listingId: event.listingId, day: eventDay, logType: event.logType, count: 1 })
      .onConflictDoUpdate({
        target: [listingDailyStats.listingId, listingDailyStats.day, listingDailyStats.logType],
        set: { count: sql`${listingDailyStats.count} + 1` },
      });
    return true;
  });
}

/** Whether a listing with this id exists (any market status: off-market and sold pages are viewable; a deleted one does not). */
export async function listingExists(listingId: number): Promise<boolean> {
  const [row] = await db().select({ id: listings.id }).from(listings).where(and(eq(listings.id, listingId), shownListing('listings'))).limit(1);
  return row !== undefined;
}
