import { lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { logs, rateLimits } from '@/lib/db/schema';
import { purgeDeletedListings } from '@/lib/listing-editor/server';

export interface MaintenanceResult {
  logsDeleted: number;
  rateLimitsDeleted: number;
  /** Listings deleted by their seller longer ago than the restore window. */
  listingsPurged: number;
  /** Rows of appended listing tallies folded into one per state and type mask (drizzle/0021). */
  tallyRowsFolded: number;
}

/**
 * Housekeeping the web process never does on a timer (DESIGN §3): browser log records past their
 * retention, rate-limit counters that expired over an hour ago (rate-limiter-flexible's own rule), and
 * listings whose seller deleted them and did not restore them within 30 days (docs/seller-workspace.md),
 * and the listing tallies' appended changes folded into one row per key (lib/search/type-tallies.ts).
 */
export async function runMaintenance(database: Database, options: { retentionDays: number; now: Date }): Promise<MaintenanceResult> {
  const logCutoff = new Date(options.now.getTime() - options.retentionDays * 86_400_000);
  const deletedLogs = await database.delete(logs).where(lt(logs.createdAt, logCutoff)).returning({ id: logs.id });
  const deletedLimits = await database.delete(rateLimits).where(lt(rateLimits.expire, options.now.getTime() - 3_600_000)).returning({ key: rateLimits.key });
  const listingsPurged = await purgeDeletedListings(database, options.now);
  const folded = await database.execute<{ n: number }>(sql`select listing_tallies_compact() as n`);
  return { logsDeleted: deletedLogs.length, rateLimitsDeleted: deletedLimits.length, listingsPurged, tallyRowsFolded: Number(folded.rows[0]?.n ?? 0) };
}
