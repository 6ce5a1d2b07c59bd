import { MarketStatus } from '@/lib/domain';
import type { ListingDetail } from './listing-detail';

const DAY_MS = 86_400_000;

/**
 * When the listing stopped being on the market: the sale date for a sold listing, the status change
 * that took it off the market for an off-market one (its last update when the history has none);
 * null while it is available or under contract.
 */
export function offMarketAt(l: Pick<ListingDetail, 'marketStatus' | 'soldDate' | 'history' | 'updatedAt'>): Date | null {
  if (l.marketStatus === MarketStatus.SOLD && l.soldDate) return new Date(`${l.soldDate}T12:00:00Z`);
  if (l.marketStatus !== MarketStatus.SOLD && l.marketStatus !== MarketStatus.OFF_MARKET) return null;
  const change = l.history.findLast((e) => e.kind === 'status' && e.marketStatus === l.marketStatus);
  return new Date(change?.at ?? l.updatedAt);
}

/** Whole days from the listing date to today, or to the day it left the market; never negative. */
export function daysOnMarket(l: Pick<ListingDetail, 'dateListed' | 'marketStatus' | 'soldDate' | 'history' | 'updatedAt'>, now: Date): number {
  const end = offMarketAt(l) ?? now;
  return Math.max(0, Math.floor((end.getTime() - new Date(l.dateListed).getTime()) / DAY_MS));
}
