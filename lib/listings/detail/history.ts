import { marketStatusKey, type MarketStatusId } from '@/lib/domain';
import type { ListingHistoryEvent } from './listing-detail';

/** A listing_events row as the detail read selects it. */
export interface EventRow {
  kind: string;
  at: Date;
  price: number | null;
  previousPrice: number | null;
  marketStatus: number | null;
  previousMarketStatus: number | null;
}

const kinds: ReadonlySet<string> = new Set<ListingHistoryEvent['kind']>(['listed', 'price', 'status']);

const status = (id: number | null): MarketStatusId | null => (id !== null && marketStatusKey(id) ? (id as MarketStatusId) : null);

/** The history as the page shows it, oldest first; rows of a kind or status we do not know are left out. */
export function historyEvents(rows: readonly EventRow[]): ListingHistoryEvent[] {
  return rows
    .filter((r) => kinds.has(r.kind) && (r.kind !== 'status' || status(r.marketStatus) !== null))
    .map((r) => ({
      kind: r.kind as ListingHistoryEvent['kind'],
      at: r.at.toISOString(),
      price: r.price,
      previousPrice: r.previousPrice,
      marketStatus: status(r.marketStatus),
      previousMarketStatus: status(r.previousMarketStatus),
    }))
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
