import { ACTIVE_MARKET_STATUSES } from '@/lib/domain';

// The fixed choices and limits of the search criteria, apart from their zod schema (criteria.ts), so
// browser code that builds URLs or shows filters carries no validation library.

export const listingAgeDays = [1, 7, 30, 60] as const;
export const priceChangeLookbackDays = [3, 7, 30, 60, 90] as const;
export const priceChangeTypes = ['none', 'reduction', 'change'] as const;
export const MAX_RADIUS_MILES = 500;
/** Near-me searches without a radius look this far around the visitor. */
export const NEAR_ME_RADIUS_MILES = 50;
/** The same ceiling the routes accept for page-{n}. */
export const MAX_PAGE_INDEX = 100_000;
/** State ids are two-digit FIPS codes (smallint); 0 means no state. */
export const MAX_STATE_ID = 99;
export const MAX_KEYWORD_QUERY = 200;
export const MAX_PLACE_NAME = 120;
export const MAX_STATE_NAME = 60;
export const MAX_ENCODED_POLYGON = 20_000;

/** SPEC §3 default market statuses: exactly the active ones (available and under contract). */
export function hasDefaultStatuses(statuses: readonly number[]): boolean {
  return statuses.length === ACTIVE_MARKET_STATUSES.length && ACTIVE_MARKET_STATUSES.every((s) => statuses.includes(s));
}
