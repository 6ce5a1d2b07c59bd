import { z } from 'zod';
import { getData } from './seller-api';

// A listing's numbers from the browser (docs/seller-numbers.md): GET /api/seller/listings/{id}/stats,
// read through a schema that also checks the answer holds together (one count per day, totals that
// are the sums), so a table row can never show a number the chart does not.

/** The periods the numbers are kept for, in days; the first is the default. */
export const statsDayChoices = [30, 90] as const;
export type StatsDays = (typeof statsDayChoices)[number];

/** The measures, in the order the page shows them. */
export const statsMeasures = ['views', 'phoneReveals', 'leads', 'favorites', 'shares', 'flyerPrints', 'documentClicks'] as const;
export type StatsMeasure = (typeof statsMeasures)[number];

const count = z.number().int().nonnegative();
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const listingStatsSchema = z
  .object({
    days: z.union([z.literal(statsDayChoices[0]), z.literal(statsDayChoices[1])]),
    dates: z.array(z.iso.date()),
    series: z.record(z.enum(statsMeasures), z.array(count)),
    totals: z.record(z.enum(statsMeasures), count),
  })
  .refine((stats) => stats.dates.length === stats.days, { message: 'one date per day' })
  .refine((stats) => statsMeasures.every((measure) => stats.series[measure].length === stats.dates.length), { message: 'one count per date' })
  .refine((stats) => statsMeasures.every((measure) => stats.totals[measure] === sum(stats.series[measure])), { message: 'totals are the sums' });
export type ListingStatsView = z.infer<typeof listingStatsSchema>;

export const listingStatsPath = (id: number, days: StatsDays) => `/api/seller/listings/${id}/stats?days=${days}`;

/** A listing's numbers per day; null for a refusal (not the seller's listing), a failure or an answer of another shape. */
export const fetchListingStats = (id: number, days: StatsDays) => getData(listingStatsPath(id, days), listingStatsSchema);
