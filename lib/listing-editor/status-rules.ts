import { MarketStatus, type MarketStatusId } from '@/lib/domain';

// SPEC §3/§4 market statuses; the transitions between them are ours (SPEC: "not shown"), written down
// in docs/seller-workspace.md. Browser-safe: the workspace offers only the changes the server accepts.

/**
 * Which status may follow which. A sale is final: a sold listing that comes back is a new listing (its
 * history, price and sale stay true); everything else may go back on the market.
 */
const nextStatuses: Record<MarketStatusId, readonly MarketStatusId[]> = {
  [MarketStatus.AVAILABLE]: [MarketStatus.UNDER_CONTRACT, MarketStatus.SOLD, MarketStatus.OFF_MARKET],
  [MarketStatus.UNDER_CONTRACT]: [MarketStatus.AVAILABLE, MarketStatus.SOLD, MarketStatus.OFF_MARKET],
  [MarketStatus.OFF_MARKET]: [MarketStatus.AVAILABLE, MarketStatus.SOLD],
  [MarketStatus.SOLD]: [],
};

export function allowedNextStatuses(current: MarketStatusId): readonly MarketStatusId[] {
  return nextStatuses[current];
}

export function canChangeStatus(from: MarketStatusId, to: MarketStatusId): boolean {
  return nextStatuses[from].includes(to);
}

/** "Back on market": available again after being under contract or off the market. */
export function isBackOnMarket(from: MarketStatusId, to: MarketStatusId): boolean {
  return to === MarketStatus.AVAILABLE && from !== MarketStatus.AVAILABLE;
}

/** Days a deleted listing can be restored before it is purged for good. */
export const DELETED_LISTING_RESTORE_DAYS = 30;
