import { describe, expect, inject, it } from 'vitest';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { ListingSort } from '@/lib/domain/sort-order';
import { defaultCriteria } from '@/lib/search/criteria';
import { mapMarkers } from '@/lib/search/map-markers';
import { searchListings } from '@/lib/search/search-listings';
import { TEST_LISTINGS } from './global-setup';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const count = async (text: string) => Number((await database.sql<{ n: string }>(text))[0]?.n);
const options = { now: new Date(SEED_REFERENCE_DATE) };

// The seeder's listings are ids 1..TEST_LISTINGS; other test files add and change listings as sellers.
const seeded = `l.id <= ${TEST_LISTINGS}`;

describe(`seeded listing history on ${inject('databaseEngine')}`, () => {
  it('lists every listing once, at its listing date and first price', async () => {
    expect(await count(`select count(*)::text as n from listing_events e join listings l on l.id = e.listing_id where e.kind = 'listed' and ${seeded}`)).toBe(TEST_LISTINGS);
    expect(await count(`select count(*)::text as n from listings l join listing_events e on e.listing_id = l.id and e.kind = 'listed'
      where ${seeded} and (e.at <> l.date_listed or e.market_status <> 1)`)).toBe(0);
    expect(await count('select count(*)::text as n from listing_events')).toBeGreaterThan(TEST_LISTINGS * 1.2);
  });

  it('keeps the latest price change on the listing row', async () => {
    const mismatches = await count(`select count(*)::text as n from listings l
      left join lateral (select e.price, e.previous_price, e.at from listing_events e where e.listing_id = l.id and e.kind = 'price' order by e.at desc limit 1) last on true
      where ${seeded} and (l.price_change_amount is distinct from (last.price - last.previous_price) or l.price_changed_at is distinct from last.at
         or (last.price is not null and l.price is distinct from last.price))`);
    expect(mismatches).toBe(0);
    expect(await count("select count(*)::text as n from (select listing_id from listing_events where kind = 'price' group by 1 having count(*) >= 2) t")).toBeGreaterThan(0);
  });

  it('ends each listing’s status changes at its market status, a sale on its sale date', async () => {
    const wrong = await count(`select count(*)::text as n from listings l
      join lateral (select e.market_status, e.at from listing_events e where e.listing_id = l.id and e.kind = 'status' order by e.at desc limit 1) last on true
      where ${seeded} and (last.market_status <> l.market_status or (l.market_status = 4 and (last.at at time zone 'UTC')::date <> l.sold_date))`);
    expect(wrong).toBe(0);
    expect(await count(`select count(*)::text as n from listings l where ${seeded} and market_status <> 1
      and not exists (select 1 from listing_events e where e.listing_id = l.id and e.kind = 'status')`)).toBe(0);
  });

  it('seeds auctions at price 2 and a few listings at contact for price', async () => {
    expect(await count('select count(*)::text as n from listings where price = 2 and sale_type = 2 and price_per_acre is null')).toBeGreaterThan(0);
    expect(await count('select count(*)::text as n from listings where price is null and price_per_acre is null')).toBeGreaterThan(0);
  });
});

describe(`search with listings at contact for price on ${inject('databaseEngine')}`, () => {
  it('leaves them out of price ranges and puts them last in both price orders', async () => {
    const ranged = await searchListings(defaultCriteria({ priceMin: 0 }), { ...options, pageSize: 1 });
    expect(ranged.total).toBe(await count('select count(*)::text as n from listings where market_status in (1, 2) and price >= 0'));
    // Auctions showing "Auction" (price 2) have no asking price either: both come after every priced listing.
    const unpriced = await count('select count(*)::text as n from listings where market_status in (1, 2) and (price is null or price = 2)');
    expect(await count('select count(*)::text as n from listings where market_status in (1, 2) and price is null')).toBeGreaterThan(0);
    for (const sortOrderId of [ListingSort.PRICE_ASC, ListingSort.PRICE_DESC]) {
      const all = await searchListings(defaultCriteria({ sortOrderId }), { ...options, pageSize: 1 });
      const at = async (pageIndex: number) => (await searchListings(defaultCriteria({ sortOrderId, pageIndex }), { ...options, pageSize: 1 })).listings[0]?.price;
      expect(await at(all.total - unpriced - 1)).toBeGreaterThan(2);
      expect([null, 2]).toContain(await at(all.total - unpriced));
      expect([null, 2]).toContain(await at(all.total - 1));
    }
  });

  it('gives their map pins no price label', async () => {
    const [row] = await database.sql<{ latitude: number; longitude: number }>('select latitude, longitude from listings where price is null and market_status in (1, 2) order by id limit 1');
    if (!row) throw new Error('no active listing at contact for price');
    const box = { south: row.latitude - 0.001, north: row.latitude + 0.001, west: row.longitude - 0.001, east: row.longitude + 0.001 };
    const { markers } = await mapMarkers(defaultCriteria({ mapBounds: box }), options);
    expect(markers.some((m) => m.price === null)).toBe(true);
  });
});
