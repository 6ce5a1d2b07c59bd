import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { listingDailyStats } from '@/lib/db/schema';

export interface DailyCount {
  /** YYYY-MM-DD, a UTC day. */
  day: string;
  logType: string;
  count: number;
}

/** One listing's counts per UTC day and log type, oldest first (what a broker's statistics show). */
export async function listingDailyCounts(listingId: number, range: { from: string; to: string }): Promise<DailyCount[]> {
  return db()
    .select({ day: listingDailyStats.day, logType: listingDailyStats.logType, count: listingDailyStats.count })
    .from(listingDailyStats)
    .where(and(eq(listingDailyStats.listingId, listingId), gte(listingDailyStats.day, range.from), lte(listingDailyStats.day, range.to)))
    .orderBy(asc(listingDailyStats.day), asc(listingDailyStats.logType));
}
