import { beforeAll, describe, expect, it } from 'vitest';
import { MarketStatus } from '@/lib/domain/market-status';
import { drawHistory } from '@/lib/seed/listing-history';
import type { Terms } from '@/lib/seed/listing-terms';
import { Random } from '@/lib/seed/random';
import { DAY_MS, SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { SaleType } from '@/lib/domain/sale-type';
import { inventory, type SeededInventory } from './fixtures';

const COUNT = 4000;
let seeded: SeededInventory;
beforeAll(async () => {
  seeded = await inventory(20261122, COUNT);
});

const time = (d: Date | null | undefined) => (d instanceof Date ? d.getTime() : Number.NaN);

describe('generated listing history (listing_events)', () => {
  it('starts every listing with a listed event at its listing date, oldest event first', () => {
    for (const { row, events } of seeded.listings) {
      expect(events[0]?.kind).toBe('listed');
      expect(time(events[0]?.at)).toBe(time(row.dateListed as Date));
      expect(events[0]?.marketStatus).toBe(MarketStatus.AVAILABLE);
      const times = events.map((e) => time(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(time(row.updatedAt as Date)).toBe(times.at(-1));
      expect(times.at(-1)).toBeLessThanOrEqual(SEED_REFERENCE_DATE);
    }
  });

  it('chains prices: listed at the first price, each change from the price before, the last one equal to the listing row', () => {
    for (const { row, events } of seeded.listings) {
      const changes = events.filter((e) => e.kind === 'price');
      let asking = events[0]?.price ?? null;
      for (const change of changes) {
        expect(change.previousPrice).toBe(asking);
        expect(change.price).not.toBe(change.previousPrice);
        asking = change.price ?? null;
      }
      expect(asking).toBe(row.price);
      const last = changes.at(-1);
      expect(row.priceChangeAmount ?? null).toBe(last ? (last.price ?? 0) - (last.previousPrice ?? 0) : null);
      expect(row.priceChangedAt ? time(row.priceChangedAt) : null).toBe(last ? time(last.at) : null);
    }
  });

  it('gives some listings two or three price changes', () => {
    const counts = seeded.listings.map((l) => l.events.filter((e) => e.kind === 'price').length);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(COUNT * 0.05);
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThan(COUNT * 0.02);
    expect(Math.max(...counts)).toBe(3);
  });

  it('ends the status changes at the listing status, with the sale at the sale date, after every price change', () => {
    // How many listings reach each conditional check: a check no listing reaches would pass on nothing.
    let sold = 0;
    let pricedThenStatus = 0;
    for (const { row, events } of seeded.listings) {
      const statuses = events.filter((e) => e.kind === 'status');
      let status: number | null | undefined = MarketStatus.AVAILABLE;
      for (const change of statuses) {
        expect(change.previousMarketStatus).toBe(status);
        status = change.marketStatus;
      }
      expect(status).toBe(row.marketStatus);
      if (row.marketStatus === MarketStatus.SOLD) {
        sold++;
        expect(statuses.at(-1)?.at.toISOString().slice(0, 10)).toBe(row.soldDate);
      }
      const firstStatus = statuses[0];
      const priceChanges = events.filter((e) => e.kind === 'price');
      if (row.marketStatus !== MarketStatus.AVAILABLE && firstStatus) {
        if (priceChanges.length > 0) pricedThenStatus++;
        for (const change of priceChanges) expect(time(change.at)).toBeLessThan(time(firstStatus.at));
      }
    }
    expect(sold).toBeGreaterThan(0);
    expect(pricedThenStatus).toBeGreaterThan(0);
    const underContract = seeded.listings.filter((l) => l.row.marketStatus === MarketStatus.UNDER_CONTRACT);
    expect(underContract.length).toBeGreaterThan(0);
    expect(underContract.every((l) => l.events.some((e) => e.marketStatus === MarketStatus.UNDER_CONTRACT))).toBe(true);
  });

  it('shows an auctioneer’s auction as Auction (price 2) without price changes', () => {
    const terms: Terms = {
      acres: 80, price: 400_000, pricePerAcre: 5000, saleType: SaleType.AUCTION, marketStatus: MarketStatus.AVAILABLE,
      dateListed: new Date(SEED_REFERENCE_DATE - 100 * DAY_MS), priceChangeAmount: -20_000, priceChangedAt: new Date(SEED_REFERENCE_DATE - 50 * DAY_MS),
      salesPrice: null, soldDate: null,
    };
    const auctions = Array.from({ length: 200 }, (_, i) => drawHistory(new Random(i), { listingId: 1, terms, auctioneer: true, today: SEED_REFERENCE_DATE }));
    const shown = auctions.filter((h) => h.price === 2);
    expect(shown.length).toBeGreaterThan(120);
    for (const h of shown) {
      expect(h).toMatchObject({ asking: 'auction', pricePerAcre: null, priceChangeAmount: null, priceChangedAt: null });
      expect(h.events.filter((e) => e.kind === 'price')).toEqual([]);
      expect(h.events.every((e) => e.price === 2)).toBe(true);
    }
  });
});
