import { MarketStatus } from '@/lib/domain';
import { myListingRowSchema, statsMeasures, type MyListingView, type StatsDays } from '@/lib/listing-editor';
import type { ListingStats } from '@/lib/listing-editor/listing-stats';

// Answers of the seller API for component tests, in the shapes the server's own types and the
// browser's schemas give them, so a changed shape fails here first.

/** A row of GET /api/seller/listings, read through the browser's schema. */
export const myListing = (id: number, title: string, fields: Partial<MyListingView> = {}): MyListingView =>
  myListingRowSchema.parse({
    id, title, marketStatus: MarketStatus.AVAILABLE, listingLevel: 1, upgradeLevelId: 0, price: 250_000, acres: 40, photoCount: 3, coverId: 1000 + id, views30: 0, leads30: 0,
    updatedAt: '2026-03-20T12:00:00.000Z', deletedAt: null, agentName: null, href: `/property/${id}/`, ...fields,
  });

/** GET /api/seller/listings's answer, first page. */
export const listingsPage = (rows: readonly MyListingView[]) => ({ data: { rows, total: rows.length, counts: { all: rows.length } } });

/** The last day of every stats answer here. */
export const lastStatsDay = '2026-03-30';

/**
 * GET /api/seller/listings/{id}/stats's answer (the server's `ListingStats`): zero every day except the
 * counts given per measure by day index (0 is the oldest day); totals are the sums, as the server's.
 */
export function statsAnswer(days: StatsDays, counts: Partial<Record<(typeof statsMeasures)[number], Record<number, number>>> = {}): { data: ListingStats } {
  const end = Date.parse(`${lastStatsDay}T00:00:00Z`);
  const dates = Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  const series = Object.fromEntries(statsMeasures.map((measure) => [measure, dates.map((_, i) => counts[measure]?.[i] ?? 0)])) as ListingStats['series'];
  const totals = Object.fromEntries(statsMeasures.map((measure) => [measure, series[measure].reduce((a, b) => a + b, 0)])) as ListingStats['totals'];
  return { data: { days, dates, series, totals } };
}
