// SPEC §3 enumerations: market status codes.
export const MarketStatus = {
  AVAILABLE: 1,
  UNDER_CONTRACT: 2,
  OFF_MARKET: 3,
  SOLD: 4,
} as const;
export type MarketStatusKey = keyof typeof MarketStatus;
export type MarketStatusId = (typeof MarketStatus)[MarketStatusKey];

export const marketStatusLabel: Record<MarketStatusId, string> = {
  1: 'For Sale',
  2: 'Under Contract',
  3: 'Off Market',
  4: 'Sold',
};

/** SPEC §4: off-market and sold listings are not active. */
export function isActiveStatus(status: MarketStatusId): boolean {
  return status === MarketStatus.AVAILABLE || status === MarketStatus.UNDER_CONTRACT;
}

/** SPEC §3: search criteria default to available and under contract. */
export const defaultMarketStatuses: readonly MarketStatusId[] = [MarketStatus.AVAILABLE, MarketStatus.UNDER_CONTRACT];
