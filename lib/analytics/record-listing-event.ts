import { eq, sql } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { listingDailyStats, listings, logs } from '@/lib/db/schema';
import { MAX_REFERRING_URL } from '@/lib/logging/limits';
import { cleanLogText } from '@/lib/logging/log-text';
import type { ListingLogType } from './log-types';

/** A transaction handed in by a caller that writes more in the same unit (a lead and its count). */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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

// SPEC §8 severity 0: an event, not a problem.
const INFORMATION = 0;

/**
 * Stores one listing event: a `logs` row and +1 on listing_daily_stats for (listing, UTC day, type),
 * both or neither. False when the listing does not exist (nothing written). Pass `runner` to write
 * inside your own transaction (it becomes a savepoint there).
 */
export async function recordListingEvent(event: ListingEvent, runner: Database | DatabaseTransaction = db()): Promise<boolean> {
  return runner.transaction(async (tx) => {
    const [listing] = await tx.select({ accountId: listings.accountId }).from(listings).where(eq(listings.id, event.listingId)).limit(1);
    if (!listing) return false;
    await tx.insert(logs).values({
      logType: event.logType,
      severity: INFORMATION,
      message: cleanLogText(event.detail ? `${event.logType}: ${event.detail}` : event.logType, 500),
      referringUrl: event.referringUrl ? cleanLogText(event.referringUrl, MAX_REFERRING_URL) : null,
      siteId: event.siteId,
      listingId: event.listingId,
      accountId: listing.accountId,
      ipAddress: event.ipAddress,
    });
    // now() is the transaction's start, the same instant as the log row's created_at.
    await tx
      .insert(listingDailyStats)
      .values({ listingId: event.listingId, day: sql`(now() at time zone 'UTC')::date`, logType: event.logType, count: 1 })
      .onConflictDoUpdate({
        target: [listingDailyStats.listingId, listingDailyStats.day, listingDailyStats.logType],
        set: { count: sql`${listingDailyStats.count} + 1` },
      });
    return true;
  });
}

/** Whether a listing with this id exists (any market status: off-market and sold pages are viewable). */
export async function listingExists(listingId: number): Promise<boolean> {
  const [row] = await db().select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1);
  return row !== undefined;
}
