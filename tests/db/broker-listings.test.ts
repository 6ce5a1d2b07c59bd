import { describe, expect, inject, it } from 'vitest';
import { siteBrand } from '@/lib/brand/server';
import { brokerListingsRoute } from '@/lib/brokers';
import { brokerListingsPage, getBrokerProfile } from '@/lib/brokers/server';
import { ListingSort } from '@/lib/domain';
import { dialects } from '@/lib/routing';
import { searchListings } from '@/lib/search/search-listings';
import { markersUrl, readMarkers } from '@/lib/search/markers-url';
import { useTestDatabase } from './helpers';
import { apiRequest } from './user-session';

// A broker's listings page searches exactly what the profile counts: the account's own active listings
// and, for a corporate office, its agents' (lib/brokers/read-profile.ts `ofBroker`, lib/search/where.ts).

const database = useTestDatabase();
const markersRoute = await import('@/app/api/search/markers/route');
const noParams = { params: Promise.resolve({}) };

const ACTIVE = 'l.market_status in (1, 2)';

async function accountWhere(where: string): Promise<number> {
  const [row] = await database.sql<{ id: string }>(`select a.id::text from accounts a where a.is_seller and a.is_active and ${where} order by a.id limit 1`);
  if (!row) throw new Error(`no seeded account where ${where}`);
  return Number(row.id);
}

async function activeIdsOf(id: number): Promise<number[]> {
  const rows = await database.sql<{ id: string }>(`select l.id::text from listings l where (l.account_id = $1 or l.parent_account_id = $1) and ${ACTIVE} order by l.id`, [id]);
  return rows.map((row) => Number(row.id));
}

/** The page's criteria for the account, read from its own URL as the page reads it. */
async function pageCriteria(id: number, query = '') {
  const farm = siteBrand('farm');
  const profile = await getBrokerProfile(id);
  if (!farm || !profile) throw new Error(`no farm brand or no profile ${id}`);
  const page = brokerListingsPage(farm, brokerListingsRoute(profile), query, profile);
  if (page.action !== 'render') throw new Error(`the listings page of ${id} does not render: ${page.action}`);
  return { profile, criteria: page.criteria };
}

describe(`broker listings pages on ${inject('databaseEngine')}`, () => {
  it('find exactly a corporate office\'s active listings, its agents\' included, as many as its profile counts', async () => {
    const office = await accountWhere(`a.account_type in (3, 41, 51) and exists (select 1 from listings l where l.parent_account_id = a.id and l.account_id <> a.id and ${ACTIVE})`);
    const expected = await activeIdsOf(office);
    const { profile, criteria } = await pageCriteria(office);
    const result = await searchListings(criteria, { now: new Date(), pageSize: expected.length + 1 });
    expect(result.total).toBe(expected.length);
    expect(profile.stats.activeCount).toBe(expected.length);
    expect(result.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it('find only an agent\'s own listings, not its office\'s or its colleagues\'', async () => {
    const agent = await accountWhere(`a.parent_account_id is not null and a.parent_account_id <> a.id and exists (select 1 from listings l where l.account_id = a.id and ${ACTIVE})`);
    const expected = await activeIdsOf(agent);
    const { profile, criteria } = await pageCriteria(agent);
    const result = await searchListings(criteria, { now: new Date(), pageSize: expected.length + 1 });
    expect(result.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(expected);
    expect(profile.stats.activeCount).toBe(expected.length);
  });

  it('narrow the broker\'s listings by the query\'s filters and order them by the path\'s sort', async () => {
    const office = await accountWhere(`exists (select 1 from listings l where l.account_id = a.id and ${ACTIVE})`);
    const farm = siteBrand('farm');
    const profile = await getBrokerProfile(office);
    if (!farm || !profile) throw new Error('no farm brand or profile');
    const page = brokerListingsPage(farm, { ...brokerListingsRoute(profile), sort: 'sort-price-low' }, 'acresMin=1', profile);
    if (page.action !== 'render') throw new Error('the page does not render');
    expect(page.criteria).toMatchObject({ brokerId: office, acresMin: 1, sortOrderId: ListingSort.PRICE_ASC });
    const [expected] = await database.sql<{ n: string }>(`select count(*)::text as n from listings l where (l.account_id = $1 or l.parent_account_id = $1) and ${ACTIVE} and l.acres >= 1`, [office]);
    const result = await searchListings(page.criteria, { now: new Date() });
    expect(result.total).toBe(Number(expected?.n));
    const prices = result.listings.map((l) => l.price).filter((price): price is number => typeof price === 'number');
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('give the map the broker\'s listings: the markers of a broker listings path', async () => {
    const office = await accountWhere(`a.account_type in (3, 41, 51) and exists (select 1 from listings l where l.parent_account_id = a.id and ${ACTIVE})`);
    const { profile } = await pageCriteria(office);
    for (const [brandKey, dialect] of [['land', 'land'], ['farm', 'classic'], ['rec', 'clean']] as const) {
      const response = await markersRoute.GET(apiRequest(brandKey, markersUrl(dialects[dialect].build(brokerListingsRoute(profile)))), noParams);
      expect(response.status).toBe(200);
      const body = readMarkers(await response.json());
      expect(body?.total).toBe(profile.stats.activeCount);
    }
  });
});
