import { z } from 'zod';
import { statsDayChoices, type StatsDays } from './stats-api';

// The numbers page's query string (`?listing=42&days=90`): which listing and which period. A value that
// does not read falls back (no listing: the page picks the seller's latest; days: 30) rather than failing,
// since these URLs are typed, shared and kept.

const dayChoice = z.union([z.literal(statsDayChoices[0]), z.literal(statsDayChoices[1])]);

export const numbersQuerySchema = z.object({
  listing: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  days: z.coerce.number().pipe(dayChoice).catch(statsDayChoices[0]),
});
export type NumbersQuery = { listing?: number; days: StatsDays };

export function numbersQueryFromUrl(params: URLSearchParams): NumbersQuery {
  return numbersQuerySchema.parse({ listing: params.get('listing') ?? undefined, days: params.get('days') ?? undefined });
}

/** The query string of a choice: `?listing=42&days=90` (`?days=90` while no listing is chosen yet). */
export function urlFromNumbersQuery(query: NumbersQuery): string {
  return `?${new URLSearchParams({ ...(query.listing === undefined ? {} : { listing: String(query.listing) }), days: String(query.days) })}`;
}
