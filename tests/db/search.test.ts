import { describe, expect, inject, it } from 'vitest';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { propertyTypes } from '@/lib/domain/property-type';
import { ListingSort, type ListingSortId } from '@/lib/domain/sort-order';
import { independentOrders } from './independent-orders';
import { defaultCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { propertyTypeFacets } from '@/lib/search/facets';
import { mapMarkers } from '@/lib/search/map-markers';
import { encodePolyline } from '@/lib/search/polyline';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const now = new Date(SEED_REFERENCE_DATE);
const options = { now };
const TEXAS = 48;

async function independentCount(where: string, values: unknown[] = []): Promise<number> {
  const [row] = await database.sql<{ n: string }>(`select count(*)::text as n from listings where ${where}`, values);
  return Number(row?.n);
}

async function total(input: SearchCriteriaInput): Promise<number> {
  return (await searchListings(defaultCriteria(input), { ...options, pageSize: 1 })).total;
}

const active = 'market_status in (1, 2)';
const days = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

// Each criterion beside the same question asked independently in plain SQL.
const cases: [string, SearchCriteriaInput, string, unknown[]?][] = [
  ['state', { stateId: TEXAS }, `${active} and state_id = 48`],
  ['price range', { priceMin: 100_000, priceMax: 500_000 }, `${active} and price between 100000 and 500000`],
  ['acres range', { acresMin: 40, acresMax: 160 }, `${active} and acres between 40 and 160`],
  ['sold listings with sales price', { marketStatuses: [4], salesPriceMin: 50_000 }, 'market_status = 4 and sales_price >= 50000'],
  ['sold date', { marketStatuses: [4], soldDateMin: '2026-01-01' }, "market_status = 4 and sold_date >= '2026-01-01'"],
  ['beds', { bedMin: 3 }, `${active} and beds >= 3`],
  ['baths', { bathMin: 2 }, `${active} and baths >= 2`],
  ['sqft', { sqftMin: 2000 }, `${active} and home_sqft >= 2000`],
  ['activity', { activityTypes: ['hunting', 'fishing'] }, `${active} and (activity_types & ${(1 << 8) | (1 << 6)}) <> 0`],
  ['property type', { propertyTypes: [128] }, `${active} and (property_types & 128) <> 0`],
  ['transaction type', { transactionTypes: [2] }, `${active} and sale_type = 2`],
  ['market statuses', { marketStatuses: [3, 4] }, 'market_status in (3, 4)'],
  ['date listed', { dateListed: 30 }, `${active} and date_listed >= $1`, [days(30)]],
  ['price reduced', { priceChangeLookback: 90, priceChangeType: 'reduction' }, `${active} and price_changed_at >= $1 and price_change_amount < 0`, [days(90)]],
  ['keyword', { keywordQuery: 'creek' }, `${active} and to_tsvector('english', title || ' ' || description) @@ websearch_to_tsquery('english', 'creek')`],
  // Stop words and punctuation give the text search no word: such a keyword narrows nothing (in one
  // state, as a keyword count stops at its cap).
  ['keyword of common words only', { stateId: TEXAS, keywordQuery: 'the and of !' }, `${active} and state_id = 48`],
  ['keyword with a common word', { keywordQuery: 'the creek' }, `${active} and to_tsvector('english', title || ' ' || description) @@ websearch_to_tsquery('english', 'creek')`],
  ['has house', { hasHouse: true }, `${active} and has_house`],
  ['no house', { hasHouse: false }, `${active} and not has_house`],
  ['video', { hasVideo: true }, `${active} and has_video`],
  ['tour', { hasVirtualTour: true }, `${active} and has_virtual_tour`],
  ['custom map', { hasCustomMap: true }, `${active} and has_custom_map`],
  ['mineral rights', { mineralRights: true }, `${active} and mineral_rights`],
  ['owner financing', { ownerFinancing: true }, `${active} and owner_financing`],
  ['auctions segment', { customSearch: ['auctions'] }, `${active} and sale_type = 2`],
  ['cheap land segment', { customSearch: ['cheap-land'] }, `${active} and price > 2 and price <= 50000`],
  ['map bounds', { mapBounds: { south: 30, west: -100, north: 34, east: -94 } }, `${active} and latitude between 30 and 34 and longitude between -100 and -94`],
  [
    'radius',
    { latitude: 30.3, longitude: -97.7, radius: 100 },
    `${active} and 3958.8 * 2 * asin(sqrt(power(sin(radians(latitude - 30.3) / 2), 2) + cos(radians(30.3)) * cos(radians(latitude)) * power(sin(radians(longitude + 97.7) / 2), 2))) <= 100`,
  ],
  [
    'polygon',
    { encodedMapCoordinates: encodePolyline([[30, -100], [34, -100], [34, -94], [30, -94]]) },
    `${active} and latitude between 30 and 34 and longitude between -100 and -94`,
  ],
];

describe(`search service on ${inject('databaseEngine')}`, () => {
  it('defaults to available and under-contract listings nationwide', async () => {
    expect(await total({})).toBe(await independentCount(active));
  });

  it.each(cases)('%s narrows the results exactly as the independent query does', async (_name, input, where, values) => {
    const expected = await independentCount(where, values);
    expect(expected).toBeGreaterThan(0);
    expect(await total(input)).toBe(expected);
  });

  it('filters by county, city and zip of a real listing', async () => {
    const [l] = await database.sql<{ county_id: number; city_id: number; zip: string; region_id: number | null }>(
      `select county_id, city_id, zip, region_id from listings where ${active} and city_id is not null and zip is not null limit 1`,
    );
    if (!l) throw new Error('no listing');
    expect(await total({ countyIdList: [l.county_id] })).toBe(await independentCount(`${active} and county_id = $1`, [l.county_id]));
    expect(await total({ cityIdList: [l.city_id] })).toBe(await independentCount(`${active} and city_id = $1`, [l.city_id]));
    expect(await total({ zip: l.zip })).toBe(await independentCount(`${active} and zip = $1`, [l.zip]));
  });

  it('finds a listing by id and a broker by account, and nothing for an unknown id', async () => {
    const [l] = await database.sql<{ id: string; account_id: string }>(`select id, account_id from listings where ${active} limit 1`);
    const results = await searchListings(defaultCriteria({ propertyId: Number(l?.id) }), options);
    expect(results.listings.map((x) => x.id)).toEqual([Number(l?.id)]);
    expect(await total({ brokerId: Number(l?.account_id) })).toBe(
      await independentCount(`${active} and (account_id = $1 or parent_account_id = $1)`, [l?.account_id]),
    );
    expect(await total({ propertyId: 999_999_999 })).toBe(0);
  });

  it('combines criteria with AND', async () => {
    const combined = await total({ stateId: TEXAS, acresMin: 20, propertyTypes: [128, 2] });
    expect(combined).toBe(await independentCount(`${active} and state_id = 48 and acres >= 20 and (property_types & 130) <> 0`));
  });

  it('returns nothing for saved properties without a signed-in user', async () => {
    expect(await total({ userSavedProperties: true })).toBe(0);
  });

  const sortKeys: [ListingSortId, (l: { price: number | null; acres: number }) => number, 'asc' | 'desc'][] = [
    // SPEC §5 prices 0-2 (Contact for Price, Auction) are no price: last in both directions.
    [ListingSort.PRICE_ASC, (l) => (l.price !== null && l.price > 2 ? l.price : Number.POSITIVE_INFINITY), 'asc'],
    [ListingSort.PRICE_DESC, (l) => (l.price !== null && l.price > 2 ? l.price : Number.NEGATIVE_INFINITY), 'desc'],
    [ListingSort.ACRES_ASC, (l) => l.acres, 'asc'],
    [ListingSort.ACRES_DESC, (l) => l.acres, 'desc'],
  ];
  it.each(sortKeys)('sort %i holds across the page', async (sortOrderId, key, direction) => {
    const { listings } = await searchListings(defaultCriteria({ stateId: TEXAS, sortOrderId }), { ...options, pageSize: 60 });
    const values = listings.map(key);
    const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
    expect(values).toEqual(sorted);
  });

  it('ranks paid upgrades first by default, then by rank score', async () => {
    const { listings } = await searchListings(defaultCriteria({}), { ...options, pageSize: 100 });
    const rows = await database.sql<{ id: string }>(`select id from listings where ${active} order by rank_score desc, id limit 100`);
    expect(listings.map((l) => l.id)).toEqual(rows.map((r) => Number(r.id)));
    const upgrades = listings.map((l) => l.upgradeLevelId);
    expect(upgrades[0]).toBe(3);
    const firstNonDiamond = upgrades.findIndex((u) => u !== 3);
    expect(upgrades.slice(firstNonDiamond).includes(3)).toBe(false);
  });

  it.each(independentOrders)('orders %s', async (_name, sortOrderId, order) => {
    const { listings } = await searchListings(defaultCriteria({ stateId: TEXAS, sortOrderId }), { ...options, pageSize: 30 });
    const rows = await database.sql<{ id: string }>(`select id from listings where ${active} and state_id = 48 order by ${order} limit 30`);
    expect(listings.map((l) => l.id)).toEqual(rows.map((r) => Number(r.id)));
  });

  it.each([ListingSort.PRICE_ASC, ListingSort.PRICE_DESC])('sort %i puts every auction and "Contact for Price" after every priced listing', async (sortOrderId) => {
    const [state] = await database.sql<{ state_id: number }>(
      `select state_id from listings where ${active} and (price <= 2 or price is null) group by state_id order by count(*) desc, state_id limit 1`);
    const { listings, total } = await searchListings(defaultCriteria({ stateId: Number(state?.state_id), sortOrderId }), { ...options, pageSize: 500 });
    expect(listings).toHaveLength(Math.min(total, 500));
    const priced = listings.map((l) => l.price !== null && l.price > 2);
    const firstUnpriced = priced.indexOf(false);
    expect(firstUnpriced).toBeGreaterThan(0);
    expect(priced.slice(firstUnpriced).every((p) => !p)).toBe(true);
  });

  it('pages without overlap and reports the page count', async () => {
    const whole = await searchListings(defaultCriteria({ stateId: TEXAS }), { ...options, pageSize: 20 });
    const first = await searchListings(defaultCriteria({ stateId: TEXAS, pageIndex: 0 }), { ...options, pageSize: 10 });
    const second = await searchListings(defaultCriteria({ stateId: TEXAS, pageIndex: 1 }), { ...options, pageSize: 10 });
    expect([...first.listings, ...second.listings].map((l) => l.id)).toEqual(whole.listings.map((l) => l.id));
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const beyond = await searchListings(defaultCriteria({ stateId: TEXAS, pageIndex: 9999 }), options);
    expect(beyond.listings).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('fills placards with broker, place and photos', async () => {
    const { listings } = await searchListings(defaultCriteria({ stateId: TEXAS }), { ...options, pageSize: 5 });
    expect(listings).toHaveLength(5);
    for (const l of listings) {
      expect(l.stateCode).toBe('TX');
      expect(l.county).toBeTruthy();
      expect(l.imageIds.length).toBeGreaterThan(0);
    }
  });

  it('counts listings per property type as selecting that type would', async () => {
    const facets = await propertyTypeFacets(defaultCriteria({ stateId: TEXAS, propertyTypes: [1] }), options);
    for (const type of propertyTypes) {
      const expected = await independentCount(`${active} and state_id = 48 and (property_types & ${type.id}) <> 0`);
      expect(facets[type.id]).toBe(expected);
      expect(await total({ stateId: TEXAS, propertyTypes: [type.id] })).toBe(expected);
    }
  });

  it('counts listings per property type within other filters too', async () => {
    const facets = await propertyTypeFacets(defaultCriteria({ stateId: TEXAS, priceMax: 500_000 }), options);
    for (const type of propertyTypes) {
      expect(facets[type.id]).toBe(await independentCount(`${active} and state_id = 48 and price <= 500000 and (property_types & ${type.id}) <> 0`));
    }
  });

  it('gives at most 500 markers inside the map box, with the full count', async () => {
    const bounds = { south: 25, west: -125, north: 49, east: -66 };
    const result = await mapMarkers(defaultCriteria({ mapBounds: bounds }), options);
    expect(result.markers.length).toBe(Math.min(500, result.total));
    expect(result.markers.length).toBeGreaterThan(0);
    expect(result.total).toBe(await independentCount(`${active} and latitude between 25 and 49 and longitude between -125 and -66`));
    for (const m of result.markers) {
      expect(m.latitude).toBeGreaterThanOrEqual(25);
      expect(m.longitude).toBeLessThanOrEqual(-66);
    }
  });
});
