import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { logTypes } from '@/lib/analytics';
import { db } from '@/lib/db/client';
import { listings } from '@/lib/db/schema';
import { managedListings, type SellerScope } from './seller-scope';

// A listing's numbers (docs/seller-workspace.md): per day over the last 30 or 90 days, from the daily
// counts the logs keep (listing_daily_stats) and the leads' and favourites' own rows (what the inbox and
// the buyers' hearts hold, so the numbers agree with them); the same for every tier.

export const statsPeriods = [30, 90] as const;
export const statsQuerySchema = z.strictObject({ days: z.coerce.number().pipe(z.union([z.literal(30), z.literal(90)])).default(30) });

/** The series counted from logs, each a log type per listing and day (leads and favourites are counted from their own rows). */
export const statsSeries = {
  views: logTypes.detailsViewed.code,
  phoneReveals: logTypes.phoneClick.code,
  shares: logTypes.sendToFriend.code,
  flyerPrints: logTypes.flyersPrinted.code,
  documentClicks: logTypes.documentClick.code,
} as const;
export type StatsSeriesName = keyof typeof statsSeries | 'leads' | 'favorites';

export interface ListingStats {
  days: number;
  /** The days shown, oldest first (YYYY-MM-DD, UTC). */
  dates: string[];
  /** Per series, one count per date. */
  series: Record<StatsSeriesName, number[]>;
  totals: Record<StatsSeriesName, number>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Undefined for another seller's listing or none (answered 404 alike). */
export async function listingStats(scope: SellerScope, listingId: number, days: number, now = new Date()): Promise<ListingStats | undefined> {
  const [own] = await db().select({ id: listings.id }).from(listings).where(and(eq(listings.id, listingId), managedListings(scope))).limit(1);
  if (!own) return undefined;
  const dates = Array.from({ length: days }, (_, i) => dayOf(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
  const from = dates[0] ?? dayOf(now);
  const [counted, liked, leads] = await Promise.all([
    db().execute<{ day: string; log_type: string; n: string | number }>(sql`
      select day::text as day, log_type, sum(count) as n from listing_daily_stats
      where listing_id = ${listingId} and day >= ${from}::date group by 1, 2`),
    db().execute<{ day: string; n: string | number }>(sql`
      select (created_at at time zone 'UTC')::date::text as day, count(*) as n from favorites
      where listing_id = ${listingId} and created_at >= ${from}::date group by 1`),
    db().execute<{ day: string; n: string | number }>(sql`
      select (created_at at time zone 'UTC')::date::text as day, count(*) as n from leads
      where listing_id = ${listingId} and created_at >= ${from}::date group by 1`),
  ]);
  const index = new Map(dates.map((date, i) => [date, i]));
  const empty = () => Array.from({ length: days }, () => 0);
  const series = { favorites: empty(), leads: empty(), ...Object.fromEntries(Object.keys(statsSeries).map((name) => [name, empty()])) } as Record<StatsSeriesName, number[]>;
  const nameOf = new Map(Object.entries(statsSeries).map(([name, code]) => [code as string, name as StatsSeriesName]));
  for (const row of counted.rows) {
    const name = nameOf.get(row.log_type);
    const i = index.get(row.day);
    if (name && i !== undefined) series[name][i] = Number(row.n);
  }
  for (const [name, rows] of [['favorites', liked.rows], ['leads', leads.rows]] as const) {
    for (const row of rows) {
      const i = index.get(row.day);
      if (i !== undefined) series[name][i] = Number(row.n);
    }
  }
  const totals = Object.fromEntries(Object.entries(series).map(([name, values]) => [name, values.reduce((a, b) => a + b, 0)])) as Record<StatsSeriesName, number>;
  return { days, dates, series, totals };
}
