import { describe, expect, it } from 'vitest';
import { listingStatsSchema, numbersQueryFromUrl, statsDayChoices, statsMeasures, urlFromNumbersQuery } from '@/lib/listing-editor';
import { statsPeriods, statsSeries, type ListingStats } from '@/lib/listing-editor/listing-stats';

// The numbers page reads the stats route's answer through its own schema (browser-safe: the server's
// module holds the database). These tests keep the two in step and check the page's query string.

const answer = (days: 30 | 90): ListingStats => {
  const dates = Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
  const series = Object.fromEntries(statsMeasures.map((measure, m) => [measure, dates.map((_, i) => (i * (m + 1)) % 5)])) as ListingStats['series'];
  const totals = Object.fromEntries(statsMeasures.map((measure) => [measure, series[measure].reduce((a, b) => a + b, 0)])) as ListingStats['totals'];
  return { days, dates, series, totals };
};

describe('the stats answer as the browser reads it', () => {
  it('has the measures and periods the server counts', () => {
    expect([...statsMeasures].sort()).toEqual([...Object.keys(statsSeries), 'leads', 'favorites'].sort());
    expect([...statsDayChoices]).toEqual([...statsPeriods]);
  });

  it.each([30, 90] as const)('reads a %i-day answer of the server\'s shape', (days) => {
    const parsed = listingStatsSchema.parse(answer(days));
    expect(parsed.dates).toHaveLength(days);
    expect(parsed.series.documentClicks).toHaveLength(days);
  });

  it('refuses an answer whose totals are not the sums of its days', () => {
    const stats = answer(30);
    expect(listingStatsSchema.safeParse({ ...stats, totals: { ...stats.totals, leads: stats.totals.leads + 1 } }).success).toBe(false);
  });

  it('refuses an answer with a day missing from a series or a measure missing', () => {
    const stats = answer(30);
    expect(listingStatsSchema.safeParse({ ...stats, series: { ...stats.series, views: stats.series.views.slice(1) } }).success).toBe(false);
    const { shares: _shares, ...withoutShares } = stats.series;
    expect(listingStatsSchema.safeParse({ ...stats, series: withoutShares }).success).toBe(false);
    expect(listingStatsSchema.safeParse({ ...stats, days: 7 }).success).toBe(false);
  });
});

describe('the numbers page query string', () => {
  const read = (search: string) => numbersQueryFromUrl(new URLSearchParams(search));

  it('reads a listing and a period', () => {
    expect(read('listing=42&days=90')).toEqual({ listing: 42, days: 90 });
  });

  it.each(['', 'listing=', 'listing=abc', 'listing=0', 'listing=-3', 'listing=1.5', 'listing=99999999999'])('falls back to no listing for "%s"', (search) => {
    expect(read(search).listing).toBeUndefined();
  });

  it.each(['', 'days=', 'days=7', 'days=60', 'days=ninety', 'days=90.5'])('falls back to 30 days for "%s"', (search) => {
    expect(read(search).days).toBe(30);
  });

  it('writes what it reads', () => {
    expect(urlFromNumbersQuery({ listing: 42, days: 90 })).toBe('?listing=42&days=90');
    expect(read(urlFromNumbersQuery({ listing: 7, days: 30 }).slice(1))).toEqual({ listing: 7, days: 30 });
    expect(urlFromNumbersQuery({ days: 90 })).toBe('?days=90');
  });
});
