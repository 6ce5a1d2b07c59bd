import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { shownListing } from '@/lib/db/schema/listings';
import { MarketStatus } from '@/lib/domain';
import { alertListingColumns, alertListingFromRow, alertListingJoins, type AlertListing, type AlertListingRow } from './alert-listing';
import type { AlertWindow } from './alert-window';

/** What happened to a favourite, as the mail says it. */
export type FavoriteChangeKind = 'price-cut' | 'under-contract' | 'sold' | 'off-market' | 'back-on-market';

export interface FavoriteChange {
  kind: FavoriteChangeKind;
  at: Date;
  /** Asking price after and before a price cut (null for status changes). */
  price: number | null;
  previousPrice: number | null;
  listing: AlertListing;
}

export interface FavoriteChanges {
  /** Newest first, at most FAVORITE_CHANGES_SHOWN. */
  changes: FavoriteChange[];
  total: number;
}

export const FAVORITE_CHANGES_SHOWN = 20;

const statusKinds: Readonly<Record<number, FavoriteChangeKind>> = {
  [MarketStatus.AVAILABLE]: 'back-on-market',
  [MarketStatus.UNDER_CONTRACT]: 'under-contract',
  [MarketStatus.SOLD]: 'sold',
  [MarketStatus.OFF_MARKET]: 'off-market',
};

/** A status change by the status it changed to: back to available is "back on market". */
export function statusChangeKind(status: number): FavoriteChangeKind | null {
  return statusKinds[status] ?? null;
}

interface ChangeRow extends AlertListingRow {
  kind: string;
  event_price: number | string | null;
  event_previous_price: number | string | null;
  market_status: number | null;
  at: Date | string;
  total: number | string;
}

const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * A user's favourites' history inside the window, only what happened after each was liked: price cuts
 * (a real price, above 2, lower than the real price before; Auction and Contact for Price are no cut)
 * and market-status changes. Price increases and other edits are not news.
 */
export async function favoriteChanges(database: Database, userId: number, window: AlertWindow): Promise<FavoriteChanges> {
  const statuses = Object.keys(statusKinds).join(', ');
  const { rows } = await database.execute<ChangeRow>(sql`
    select e.kind, e.price as event_price, e.previous_price as event_previous_price, e.market_status, e.at,
      count(*) over () as total, ${alertListingColumns}
    from favorites f
    join listing_events e on e.listing_id = f.listing_id
    join listings l on l.id = f.listing_id ${alertListingJoins}
    where f.user_id = ${userId} and ${shownListing('l')}
      and e.at > greatest(f.created_at, ${window.after.toISOString()}::timestamptz) and e.at <= ${window.through.toISOString()}::timestamptz
      and ((e.kind = 'price' and e.previous_price > 2 and e.price > 2 and e.price < e.previous_price)
        or (e.kind = 'status' and e.market_status in (${sql.raw(statuses)}) and e.market_status is distinct from e.previous_market_status))
    order by e.at desc, e.id desc
    limit ${FAVORITE_CHANGES_SHOWN}`);
  const changes = rows.flatMap((row): FavoriteChange[] => {
    const kind = row.kind === 'price' ? 'price-cut' : statusChangeKind(row.market_status ?? 0);
    if (!kind) return [];
    const isCut = kind === 'price-cut';
    return [{ kind, at: new Date(row.at), price: isCut ? amount(row.event_price) : null, previousPrice: isCut ? amount(row.event_previous_price) : null, listing: alertListingFromRow(row) }];
  });
  return { changes, total: Number(rows[0]?.total ?? 0) };
}
