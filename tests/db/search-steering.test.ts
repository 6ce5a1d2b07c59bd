import { describe, expect, inject, it } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { countUrl, readCount } from '@/lib/search/count-url';
import { COLLAPSED_COUNTIES, type CompactAreaLinks, moreCountiesUrl } from '@/lib/search/area-links';
import { MARKERS_CACHE_CONTROL } from '@/lib/search/markers-api';
import { parentCounty } from '@/lib/search/place-breadcrumbs';
import { resolveLocation } from '@/lib/search/resolve-location';
import { searchListings } from '@/lib/search/search-listings';
import { MAIN_CITIES, stateAreaCounts } from '@/lib/search/state-area-counts';
import { urlFromCriteria } from '@/lib/search/url-from-criteria';
import { useTestDatabase } from './helpers';
import { apiRequest } from './user-session';

// Steering from the search results: the count API says what a search page will count, a state's
// county and city links say what each place's page finds, and a city's trail knows its county.

const database = useTestDatabase();
const route = await import('@/app/api/search/count/route');
const countiesRoute = await import('@/app/api/search/counties/route');
const noParams = { params: Promise.resolve({}) };
const now = { now: new Date() };

const getCount = (brandKey: string, searchHref: string) => route.GET(apiRequest(brandKey, countUrl(searchHref)), noParams);

/** The count the search page itself shows for a URL. */
async function pageCount(searchHref: string) {
  const reading = await readSearchUrl('land', searchHref);
  if (!reading.ok) throw new Error(`${searchHref} is no search`);
  return searchListings(reading.criteria, now);
}

describe(`GET /api/search/count on ${inject('databaseEngine')}`, () => {
  it("answers the page's own count, cacheable like the page", async () => {
    for (const page of ['/texas-land-for-sale/', '/texas-land-for-sale/?priceMin=100000', '/texas-land-for-sale/hunting-property/?acresMax=500']) {
      const response = await getCount('land', page);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(MARKERS_CACHE_CONTROL);
      const body = readCount(await response.json());
      const expected = await pageCount(page);
      expect(body, page).toEqual({ total: expected.total, totalIsCapped: expected.totalIsCapped });
    }
    const all = readCount(await (await getCount('land', '/texas-land-for-sale/')).json());
    const some = readCount(await (await getCount('land', '/texas-land-for-sale/?priceMin=100000')).json());
    expect(all?.total).toBeGreaterThan(some?.total ?? Infinity);
  });

  it("reads each brand's path in its own dialect", async () => {
    const pages = { land: '/texas-land-for-sale/?priceMin=100000', farm: '/search/texas/?priceMin=100000', rec: '/texas-land-for-sale?priceMin=100000' };
    const totals = await Promise.all(Object.entries(pages).map(async ([brand, page]) => readCount(await (await getCount(brand, page)).json())?.total));
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThan(0);
  });

  it.each([
    ['a malformed value', 400, 'path=/texas-land-for-sale/&priceMin=lots'],
    ['no path', 400, 'priceMin=1'],
    ['a place that does not exist', 404, 'path=/atlantis-land-for-sale/'],
  ])('answers %s with %i, never a 500', async (_what, status, query) => {
    const response = await route.GET(apiRequest('land', `/api/search/count?${query}`), noParams);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe(`a state's county and city links on ${inject('databaseEngine')}`, () => {
  it("list every county with active listings, most first, each with its search's count", async () => {
    const { counties, cities } = await stateAreaCounts(48, Date.now() + 10 * 300_000);
    const [expected] = await database.sql<{ n: string }>(
      'select count(distinct county_id)::text as n from listings where state_id = 48 and market_status in (1, 2)');
    expect(counties).toHaveLength(Number(expected?.n));
    expect(counties.every((c) => c.count > 0)).toBe(true);
    expect(counties.map((c) => c.count)).toEqual([...counties.map((c) => c.count)].sort((a, b) => b - a));
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(MAIN_CITIES);
    const [busiest] = counties;
    const [city] = cities;
    if (!busiest || !city) throw new Error('no Texas areas seeded');
    expect(busiest.name).toMatch(/ County$/);
    // What each linked page finds without filters.
    expect((await pageCount(`/texas-land-for-sale/${busiest.slug}/`)).total).toBe(busiest.count);
    expect((await pageCount(`/texas-land-for-sale/${city.slug}/`)).total).toBe(city.count);
    expect(counties.reduce((sum, c) => sum + c.count, 0)).toBe((await pageCount('/texas-land-for-sale/')).total);
  });

  it('are read once per state in 5 minutes', async () => {
    const at = Date.now() + 100 * 300_000;
    const first = stateAreaCounts(6, at);
    expect(stateAreaCounts(6, at + 299_000)).toBe(first);
    expect(stateAreaCounts(6, at + 301_000)).not.toBe(first);
  });
});

describe(`GET /api/search/counties on ${inject('databaseEngine')}`, () => {
  const getCounties = (brandKey: string, query: string) => countiesRoute.GET(apiRequest(brandKey, `/api/search/counties?${query}`), noParams);

  it("answers a state's counties after the first twelve, as the brand's links with their counts, cacheable like the page", async () => {
    const { counties } = await stateAreaCounts(48);
    expect(counties.length).toBeGreaterThan(COLLAPSED_COUNTIES);
    const response = await countiesRoute.GET(apiRequest('land', moreCountiesUrl('texas')), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MARKERS_CACHE_CONTROL);
    const body = (await response.json()) as CompactAreaLinks;
    const rest = counties.slice(COLLAPSED_COUNTIES);
    expect(body.links.map(([name]) => name)).toEqual(rest.map((c) => c.name));
    expect(body.links.map(([, href]) => body.hrefPrefix + href)).toEqual(rest.map((c) => `/texas-land-for-sale/${c.slug}/`));
    expect(body.links.map(([, , count, label]) => [count, label])).toEqual(rest.map((c) => [c.count, `(${c.count.toLocaleString('en-US')})`]));
  });

  it("writes each brand's links in its own dialect", async () => {
    const [one] = (await stateAreaCounts(48)).counties.slice(COLLAPSED_COUNTIES);
    const first = async (brandKey: string) => {
      const body = (await (await getCounties(brandKey, 'state=texas')).json()) as CompactAreaLinks;
      return body.hrefPrefix + (body.links[0]?.[1] ?? '');
    };
    expect(await first('farm')).toBe(`/search/texas/${one?.slug}/`);
    expect(await first('rec')).toBe(`/texas-land-for-sale/${one?.slug}`);
  });

  it.each([
    ['no state', 400, ''],
    ['a malformed state', 400, 'state=Tex%20as'],
    ['a state that does not exist', 404, 'state=atlantis'],
  ])('answers %s with %i, never a 500', async (_what, status, query) => {
    const response = await getCounties('land', query);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe(`a city's or zip's trail on ${inject('databaseEngine')}`, () => {
  it('goes through the county it lies in', async () => {
    const [row] = await database.sql<{ city: string; zip: string; county: string }>(`
      select ci.slug as city, z.zip, c.slug as county from zips z join cities ci on ci.id = z.city_id join counties c on c.id = z.county_id and c.id = ci.county_id
      where z.state_id = 48 order by z.zip limit 1`);
    if (!row) throw new Error('no Texas zips seeded');
    const city = await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'city', slug: row.city }, custom: [], page: 0 });
    const zip = await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'zip', slug: row.zip }, custom: [], page: 0 });
    if (!city || !zip) throw new Error('the seeded places do not resolve');
    expect((await parentCounty(city))?.slug).toBe(row.county);
    expect((await parentCounty(zip))?.slug).toBe(row.county);
    const county = await resolveLocation({ kind: 'search', state: 'texas', area: { type: 'county', slug: row.county }, custom: [], page: 0 });
    expect(county && (await parentCounty(county))).toBeNull();
  });
});

it('keeps the test honest: the state search URL it reads is the one the page builds', () => {
  expect(urlFromCriteria({ dialect: 'land', place: { state: 'texas' } }, defaultCriteria({ stateId: 48, priceMin: 100_000 }))).toBe('/texas-land-for-sale/?priceMin=100000');
});
