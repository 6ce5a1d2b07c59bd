import { beforeAll, describe, expect, it } from 'vitest';
import { generateListing } from '@/lib/seed/listings-gen';
import { MAX_ACRES, MIN_ACRES } from '@/lib/seed/listing-terms';
import { acresText } from '@/lib/seed/listing-text';
import { ListingTier, UpgradeLevel } from '@/lib/domain/listing-tier';
import { MarketStatus } from '@/lib/domain/market-status';
import { PropertyType } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import { shapeContains } from '@/lib/geo/point-in-polygon';
import { stateById } from '@/lib/geo/states';
import { inventory, type SeededInventory } from './fixtures';

const COUNT = 6000;
let seeded: SeededInventory;
beforeAll(async () => {
  seeded = await inventory(20261122, COUNT);
});

const rows = () => seeded.listings.map((l) => l.row);
const share = (test: (r: ReturnType<typeof rows>[number]) => boolean) => rows().filter(test).length / COUNT;

describe('generated listings', () => {
  it('are the same for the same seed and count, and differ for another seed', async () => {
    const again = await inventory(20261122, COUNT);
    expect(again.listings.map((l) => l.row)).toEqual(rows());
    const other = await inventory(7, COUNT);
    expect(other.listings.slice(0, 50).map((l) => l.row.title)).not.toEqual(rows().slice(0, 50).map((r) => r.title));
  });

  it('draw each listing from its own stream, so it does not depend on the ones before it', () => {
    expect(generateListing(4321, seeded.world).row).toEqual(seeded.listings[4320]?.row);
  });

  it('place every listing in a county of its own state, on a point inside that county', () => {
    const counties = new Map(seeded.world.geography.counties.map((c) => [c.id, c]));
    let inside = 0;
    for (const r of rows()) {
      const county = counties.get(r.countyId);
      expect(county?.stateId).toBe(r.stateId);
      if (county && shapeContains(county.shape, r.longitude, r.latitude)) inside++;
    }
    expect(inside / COUNT).toBeGreaterThan(0.995);
  });

  it('weight the inventory toward the rural land states', () => {
    const byState = new Map<string, number>();
    for (const r of rows()) {
      const abbreviation = stateById(r.stateId)?.abbreviation ?? '';
      byState.set(abbreviation, (byState.get(abbreviation) ?? 0) + 1);
    }
    const top = [...byState.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([s]) => s);
    expect(top[0]).toBe('TX');
    expect(top.filter((s) => ['TN', 'GA', 'NC', 'MO', 'AR', 'OK', 'CO', 'MT', 'FL', 'AL'].includes(s)).length).toBeGreaterThanOrEqual(6);
    expect(byState.size).toBeGreaterThan(45);
  });

  it('keep market statuses near 80% available, 8% under contract, 5% off market, 7% sold', () => {
    expect(share((r) => r.marketStatus === MarketStatus.AVAILABLE)).toBeCloseTo(0.8, 1);
    expect(share((r) => r.marketStatus === MarketStatus.UNDER_CONTRACT)).toBeCloseTo(0.08, 1);
    expect(share((r) => r.marketStatus === MarketStatus.OFF_MARKET)).toBeCloseTo(0.05, 1);
    expect(share((r) => r.marketStatus === MarketStatus.SOLD)).toBeCloseTo(0.07, 1);
  });

  it('give sold listings a sale date after listing and a sales price, and no one else', () => {
    expect(rows().filter((r) => r.marketStatus === MarketStatus.SOLD).length).toBeGreaterThan(0);
    for (const r of rows()) {
      const sold = r.marketStatus === MarketStatus.SOLD;
      expect(r.soldDate !== null && r.salesPrice !== null).toBe(sold);
      if (sold && r.soldDate && r.dateListed instanceof Date) expect(r.soldDate >= r.dateListed.toISOString().slice(0, 10)).toBe(true);
    }
  });

  it('sell about 5% at auction, most of them showing Auction (price 2) and the rest their price', () => {
    expect(share((r) => r.saleType === SaleType.AUCTION)).toBeGreaterThan(0.03);
    expect(share((r) => r.saleType === SaleType.AUCTION)).toBeLessThan(0.1);
    const auctionPrice = rows().filter((r) => r.price === 2);
    expect(auctionPrice.length).toBeGreaterThan(0);
    expect(auctionPrice.every((r) => r.saleType === SaleType.AUCTION && r.pricePerAcre === null)).toBe(true);
    expect(rows().some((r) => r.saleType === SaleType.AUCTION && (r.price ?? 0) > 2)).toBe(true);
  });

  it('leave a small share at Contact for Price (no price, no price per acre, no price change)', () => {
    const contact = rows().filter((r) => r.price === null);
    expect(contact.length / COUNT).toBeGreaterThan(0.005);
    expect(contact.length / COUNT).toBeLessThan(0.05);
    expect(contact.every((r) => r.pricePerAcre === null && r.priceChangeAmount === null && r.saleType === SaleType.SALE)).toBe(true);
  });

  it('run most listings at their tier, few with gold, platinum or diamond, some as courtesy', () => {
    expect(share((r) => r.upgradeLevelId === UpgradeLevel.TIER)).toBeGreaterThan(0.8);
    const gold = share((r) => r.upgradeLevelId === UpgradeLevel.GOLD);
    const diamond = share((r) => r.upgradeLevelId === UpgradeLevel.DIAMOND);
    expect(gold).toBeGreaterThan(0.02);
    expect(gold).toBeLessThan(0.1);
    expect(diamond).toBeGreaterThan(0);
    expect(diamond).toBeLessThan(gold);
    expect(share((r) => r.upgradeLevelId === UpgradeLevel.COURTESY)).toBeGreaterThan(0);
    for (const tier of Object.values(ListingTier)) expect(share((r) => r.listingLevel === tier), String(tier)).toBeGreaterThan(0.005);
  });

  it('keep acres within 1-5,000 and prices per acre plausible for rural land', () => {
    for (const r of rows()) {
      expect(r.acres).toBeGreaterThanOrEqual(MIN_ACRES);
      expect(r.acres).toBeLessThanOrEqual(MAX_ACRES);
      if (r.price === null || r.price === 2) continue;
      expect(r.price).toBeGreaterThan(1000);
      expect(r.pricePerAcre).toBeGreaterThan(100);
      expect(r.pricePerAcre).toBeLessThan(3_000_000);
    }
    const perAcre = rows().filter((r) => !r.hasHouse && r.stateId === 48 && r.pricePerAcre !== null).map((r) => r.pricePerAcre ?? 0).sort((a, b) => a - b);
    const median = perAcre[Math.floor(perAcre.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(2000);
    expect(median).toBeLessThan(9000);
  });

  it('describe a house with beds, baths and square feet exactly when there is one', () => {
    for (const r of rows()) {
      expect(r.hasHouse).toBe(((r.propertyTypes ?? 0) & PropertyType.HOUSE) !== 0);
      expect(r.beds !== null && r.baths !== null && r.homeSqft !== null).toBe(r.hasHouse);
    }
    const homes = rows().filter((r) => r.listingLevel === ListingTier.HOMES);
    expect(homes.length).toBeGreaterThan(0);
    expect(homes.every((r) => r.hasHouse)).toBe(true);
  });

  it('put lakefront listings by a real lake of their state', () => {
    const lakes = seeded.world.geography.lakes;
    const lakefront = rows().filter((r) => r.lakeId !== null);
    expect(lakefront.length).toBeGreaterThan(0);
    for (const r of lakefront) {
      expect((r.propertyTypes ?? 0) & PropertyType.LAKEFRONT).toBeTruthy();
      expect(lakes[(r.lakeId ?? 0) - 1]?.stateId).toBe(r.stateId);
    }
  });

  it('compose titles from the acreage, type and place', () => {
    expect(rows().every((r) => new RegExp(`\\b${acresText(r.acres).replace('.', '\\.')} Acres?\\b`).test(r.title))).toBe(true);
    expect(rows().every((r) => r.title.includes(`, ${stateById(r.stateId)?.abbreviation}`))).toBe(true);
    expect(rows().some((r) => / Acres of Hunting Land in .+ County, [A-Z]{2}$/.test(r.title))).toBe(true);
    expect(rows().some((r) => /^\d Bed Cabin on [\d.]+ Acres/.test(r.title))).toBe(true);
  });

  it('write descriptions whose everyday land words each appear in a few percent of listings, and many rare words', () => {
    const listingsWith = new Map<string, number>();
    for (const r of rows()) {
      for (const word of new Set(`${r.title} ${r.description}`.toLowerCase().match(/[a-z]+/g))) listingsWith.set(word, (listingsWith.get(word) ?? 0) + 1);
    }
    const shareOf = (word: string) => (listingsWith.get(word) ?? 0) / COUNT;
    for (const word of ['creek', 'pond', 'barn', 'river', 'timber', 'pasture', 'spring', 'oak', 'deer']) {
      expect(shareOf(word), word).toBeGreaterThan(0.005);
      expect(shareOf(word), word).toBeLessThan(0.13);
    }
    const rare = [...listingsWith.values()].filter((n) => n / COUNT < 0.001).length;
    expect(listingsWith.size).toBeGreaterThan(4000);
    expect(rare / listingsWith.size).toBeGreaterThan(0.5);
  });

  it('date listings within the last two years and price changes after the listing date', () => {
    expect(rows().filter((r) => r.priceChangedAt).length).toBeGreaterThan(0);
    for (const r of rows()) {
      const listed = r.dateListed instanceof Date ? r.dateListed.getTime() : 0;
      expect(seeded.world.today - listed).toBeLessThan(731 * 86_400_000);
      expect(listed).toBeLessThanOrEqual(seeded.world.today);
      if (r.priceChangedAt) expect(r.priceChangedAt.getTime()).toBeGreaterThan(listed);
    }
    expect(share((r) => (r.priceChangeAmount ?? 0) < 0)).toBeGreaterThan(0.08);
  });
});
