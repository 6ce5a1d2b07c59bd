import { describe, expect, it } from 'vitest';
import { daysOnMarket, descriptionParagraphs, historyRows, listingFeatures, type ListingHistoryEvent } from '@/lib/listings/detail';

const event = (kind: ListingHistoryEvent['kind'], at: string, over: Partial<ListingHistoryEvent> = {}): ListingHistoryEvent => ({
  kind, at, price: null, previousPrice: null, marketStatus: null, previousMarketStatus: null, ...over,
});

const history = [
  event('listed', '2026-01-10T08:00:00.000Z', { price: 270_000, marketStatus: 1 }),
  event('price', '2026-03-01T09:00:00.000Z', { price: 250_000, previousPrice: 270_000 }),
  event('price', '2026-04-01T09:00:00.000Z', { price: 255_000, previousPrice: 250_000 }),
  event('status', '2026-05-01T12:00:00.000Z', { price: 255_000, marketStatus: 2, previousMarketStatus: 1 }),
  event('status', '2026-06-01T18:00:00.000Z', { price: 255_000, marketStatus: 4, previousMarketStatus: 2 }),
];

describe('history and freshness', () => {
  it('counts days on market to today while the listing is active', () => {
    const l = { dateListed: '2026-01-10T08:00:00.000Z', marketStatus: 1 as const, soldDate: null, history: [], updatedAt: '2026-01-10T08:00:00.000Z' };
    expect(daysOnMarket(l, new Date('2026-01-20T09:00:00Z'))).toBe(10);
    expect(daysOnMarket(l, new Date('2026-01-10T09:00:00Z'))).toBe(0);
  });

  it('stops counting at the sale date, or when the listing went off the market', () => {
    const now = new Date('2026-11-15T00:00:00Z');
    expect(daysOnMarket({ dateListed: '2026-01-10T08:00:00.000Z', marketStatus: 4, soldDate: '2026-06-01', history, updatedAt: '2026-06-01T18:00:00.000Z' }, now)).toBe(142);
    const off = [event('listed', '2026-01-10T08:00:00.000Z'), event('status', '2026-02-09T08:00:00.000Z', { marketStatus: 3, previousMarketStatus: 1 })];
    expect(daysOnMarket({ dateListed: '2026-01-10T08:00:00.000Z', marketStatus: 3, soldDate: null, history: off, updatedAt: '2026-02-09T08:00:00.000Z' }, now)).toBe(30);
  });

  it('lists the price history newest first, with each change and its share, a sale at its sales price', () => {
    expect(historyRows({ history, salesPrice: 248_000 })).toEqual([
      { at: '2026-06-01T18:00:00.000Z', event: 'sold', price: 248_000, change: null },
      { at: '2026-05-01T12:00:00.000Z', event: 'underContract', price: 255_000, change: null },
      { at: '2026-04-01T09:00:00.000Z', event: 'priceIncreased', price: 255_000, change: { amount: 5_000, ratio: 0.02 } },
      { at: '2026-03-01T09:00:00.000Z', event: 'priceReduced', price: 250_000, change: { amount: -20_000, ratio: -20_000 / 270_000 } },
      { at: '2026-01-10T08:00:00.000Z', event: 'listed', price: 270_000, change: null },
    ]);
  });

  it('names a return from a contract "back on market" and shows the asking price of a sale without a known sales price', () => {
    const rows = historyRows({
      history: [event('status', '2026-02-01T00:00:00.000Z', { marketStatus: 1, previousMarketStatus: 2, price: 2 }), event('status', '2026-03-01T00:00:00.000Z', { marketStatus: 4, price: 2 })],
      salesPrice: null,
    });
    expect(rows.map((r) => [r.event, r.price])).toEqual([['sold', 2], ['backOnMarket', 2]]);
  });
});

describe('description and features', () => {
  it('splits a plain-text description into paragraphs of lines, keeping markup as text', () => {
    expect(descriptionParagraphs('First line\r\nsecond line\n\n  \n<script>alert(1)</script>\n\n')).toEqual([['First line', 'second line'], ['<script>alert(1)</script>']]);
    expect(descriptionParagraphs('')).toEqual([]);
  });

  it('reads the setting, farm and home type bits', () => {
    expect(listingFeatures({ amenityTypes: 1 | 16, farmTypes: 0, homeTypes: 2 })).toEqual({ regions: ['beachfront', 'mountain'], farms: [], homes: ['cabin'] });
  });
});
