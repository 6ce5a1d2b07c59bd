// SPEC §3 enumerations: market status codes. Labels are copy: messages `marketStatuses.<KEY>`.
export const MarketStatus = {
  AVAILABLE: 1,
  UNDER_CONTRACT: 2,
  OFF_MARKET: 3,
  SOLD: 4,
} as const;
export type MarketStatusKey = keyof typeof MarketStatus;
export type MarketStatusId = (typeof MarketStatus)[MarketStatusKey];

export const marketStatusKeys = Object.keys(MarketStatus) as MarketStatusKey[];

/**
 * An active listing (SPEC §4: off-market and sold are not active) is available or under contract.
 * Searches default to these statuses (SPEC §3), and every count of properties "for sale" (home page,
 * state links, landing pages, autocomplete) counts them, so each says the same number as the search.
 */
export const ACTIVE_MARKET_STATUSES: readonly MarketStatusId[] = [MarketStatus.AVAILABLE, MarketStatus.UNDER_CONTRACT];

export function isActiveStatus(status: MarketStatusId): boolean {
  return ACTIVE_MARKET_STATUSES.includes(status);
}

/** The key of a status code (its message key), undefined for a code SPEC does not define. */
export function marketStatusKey(id: number): MarketStatusKey | undefined {
  return marketStatusKeys.find((key) => MarketStatus[key] === id);
}

/**
 * The market status of a listing its seller deleted (none of SPEC §3's, so no search or count matches
 * it): kept for a restore within 30 days, then purged (docs/seller-workspace.md).
 */
export const DELETED_MARKET_STATUS = 0;
