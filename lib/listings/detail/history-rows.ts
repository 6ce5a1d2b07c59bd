import { MarketStatus, type MarketStatusId } from '@/lib/domain';
import type { ListingDetail } from './listing-detail';

/** What happened, as a message key under `listing.history.events`. */
export type HistoryEventKey = 'listed' | 'priceReduced' | 'priceIncreased' | 'backOnMarket' | 'underContract' | 'offMarket' | 'sold';

export interface HistoryRow {
  at: string;
  event: HistoryEventKey;
  /** The price the row shows: the asking price, or for a sale its sales price when known (2: Auction, null: Contact for Price). */
  price: number | null;
  /** A price change's amount and its share of the price before (-0.074 for a 7.4% cut); null otherwise. */
  change: { amount: number; ratio: number | null } | null;
}

const statusEvent: Record<MarketStatusId, HistoryEventKey> = {
  [MarketStatus.AVAILABLE]: 'backOnMarket',
  [MarketStatus.UNDER_CONTRACT]: 'underContract',
  [MarketStatus.OFF_MARKET]: 'offMarket',
  [MarketStatus.SOLD]: 'sold',
};

/** The price and status history as table rows, newest first (as portals show it). */
export function historyRows(l: Pick<ListingDetail, 'history' | 'salesPrice'>): HistoryRow[] {
  return l.history
    .flatMap((e): HistoryRow[] => {
      if (e.kind === 'listed') return [{ at: e.at, event: 'listed', price: e.price, change: null }];
      if (e.kind === 'price') {
        if (e.price === null || e.previousPrice === null || e.price === e.previousPrice) return [];
        const amount = e.price - e.previousPrice;
        return [{ at: e.at, event: amount < 0 ? 'priceReduced' : 'priceIncreased', price: e.price, change: { amount, ratio: e.previousPrice > 2 ? amount / e.previousPrice : null } }];
      }
      if (e.marketStatus === null) return [];
      const sold = e.marketStatus === MarketStatus.SOLD;
      return [{ at: e.at, event: statusEvent[e.marketStatus], price: sold && l.salesPrice !== null ? l.salesPrice : e.price, change: null }];
    })
    .reverse();
}
