import { describe, expect, inject, it } from 'vitest';
import { exploreListings } from '@/lib/listings/explore-listings';
import { featuredListings } from '@/lib/listings/featured-listings';
import { nearestZip } from '@/lib/near-me/server';
import { useTestDatabase } from './helpers';

// The home page's and explore pages' picks (docs/home-page.md): featured listings fair among
// advertisers, the explore pages' orders, and the zip nearest a position.

const database = useTestDatabase();
type Row = { id: number; account_id: number; is_showcase: boolean; upgrade_level_id: number; market_status: number; property_types: number; date_listed: string; sale_type: number; cut: number | null };
const rows = async (ids: number[]) => database.sql<Row>(
  `select id::int, account_id::int, is_showcase, upgrade_level_id, market_status, property_types, date_listed::text, sale_type,
          (price_change_amount / nullif(price - price_change_amount, 0))::float8 as cut
     from listings where id = any($1::bigint[])`, [ids]);

describe(`featured listings on ${inject('databaseEngine')}`, () => {
  it('are active showcase or diamond listings, one per advertiser, of the types asked for', async () => {
    const featured = await featuredListings(1 | 2, 1000);
    expect(featured.length).toBeGreaterThan(0);
    const found = await rows(featured.map((l) => l.id));
    for (const row of found) {
      expect(row.is_showcase || row.upgrade_level_id === 3).toBe(true);
      expect([1, 2]).toContain(row.market_status);
      expect(row.property_types & 3).not.toBe(0);
    }
    expect(new Set(found.map((r) => r.account_id)).size).toBe(found.length);
  });

  it('rotate: another window draws other listings, and over many windows every advertiser gets about the same share', async () => {
    const [eligible] = await database.sql<{ advertisers: number }>(
      `select count(distinct account_id)::int as advertisers from listings where market_status in (1, 2) and (is_showcase or upgrade_level_id = 3)`);
    const advertisers = eligible?.advertisers ?? 0;
    expect(advertisers).toBeGreaterThan(8);
    const first = (await featuredListings(0, 1)).map((l) => l.id);
    const second = (await featuredListings(0, 2)).map((l) => l.id);
    expect(first).not.toEqual(second);
    // 200 draws of 8 places among N advertisers: each is expected 1600/N times.
    const shown = new Map<number, number>();
    for (let window = 0; window < 200; window += 1) {
      for (const row of await rows((await featuredListings(0, window)).map((l) => l.id))) shown.set(row.account_id, (shown.get(row.account_id) ?? 0) + 1);
    }
    const expected = (200 * 8) / advertisers;
    const counts = [...shown.values()];
    expect(shown.size).toBe(advertisers);
    expect(Math.max(...counts)).toBeLessThan(expected * 2.5);
    expect(Math.min(...counts)).toBeGreaterThan(expected / 4);
  });
});

describe(`explore pages on ${inject('databaseEngine')}`, () => {
  it('new listings are active and newest first', async () => {
    const picked = await exploreListings('listings', 10);
    const found = new Map((await rows(picked.map((l) => l.id))).map((r) => [r.id, r]));
    const dates = picked.map((l) => found.get(l.id)?.date_listed ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const [newest] = await database.sql<{ d: string }>(`select max(date_listed)::text as d from listings where market_status in (1, 2)`);
    expect(dates[0]).toBe(newest?.d);
  });

  it('auctions are active auctions; deals are recent cuts, the deepest first', async () => {
    for (const row of await rows((await exploreListings('auctions', 10)).map((l) => l.id))) expect(row.sale_type).toBe(2);
    const deals = await exploreListings('deals', 10);
    const found = new Map((await rows(deals.map((l) => l.id))).map((r) => [r.id, r]));
    const cuts = deals.map((l) => found.get(l.id)?.cut ?? 0);
    expect(cuts.length).toBeGreaterThan(0);
    expect(cuts.every((cut) => cut < 0)).toBe(true);
    expect(cuts).toEqual([...cuts].sort((a, b) => a - b));
  });
});

describe(`the nearest zip on ${inject('databaseEngine')}`, () => {
  it('is the zip whose centre is nearest, and none far from every zip', async () => {
    expect(await nearestZip(30.7, -98.7)).toEqual({ zip: '78643', stateId: 48 });
    expect(await nearestZip(40.7, -74.0)).toMatchObject({ stateId: expect.any(Number) });
    expect(await nearestZip(0, 0)).toBeNull();
    expect(await nearestZip(48.9, -38.0)).toBeNull();
  });
});
