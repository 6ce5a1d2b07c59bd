import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { SearchCriteria } from '@/lib/search/criteria';
import { whereClause } from '@/lib/search/where';
import { alertListingColumns, alertListingFromRow, alertListingJoins, type AlertListing, type AlertListingRow } from './alert-listing';
import type { AlertWindow } from './alert-window';

/** Listings one search shows in a mail; the rest are counted and linked ("and 5 more"). */
export const NEW_LISTINGS_SHOWN = 10;

export interface NewListings {
  /** Newest first, at most NEW_LISTINGS_SHOWN. */
  listings: AlertListing[];
  total: number;
}

/**
 * Listings that match a saved search (statuses as its criteria say, active by default) and were listed
 * inside the window. The window is the "new" part; sort order and page of the criteria play no role.
 */
export async function newListings(database: Database, criteria: SearchCriteria, window: AlertWindow, userId: number): Promise<NewListings> {
  const where = whereClause(criteria, { now: window.through, userId });
  const { rows } = await database.execute<AlertListingRow & { total: number | string }>(sql`
    with matches as (
      select id, date_listed from listings
      where ${where} and date_listed > ${window.after.toISOString()}::timestamptz and date_listed <= ${window.through.toISOString()}::timestamptz
    ), shown as (
      select id, date_listed from matches order by date_listed desc, id desc limit ${NEW_LISTINGS_SHOWN}
    )
    select (select count(*) from matches) as total, ${alertListingColumns}
    from shown join listings l using (id) ${alertListingJoins}
    order by shown.date_listed desc, shown.id desc`);
  return { listings: rows.map(alertListingFromRow), total: Number(rows[0]?.total ?? 0) };
}
