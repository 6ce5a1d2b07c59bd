import { describe, expect, inject, it } from 'vitest';
import type { DialectName } from '@/lib/routing';
import { defaultCriteria } from '@/lib/search/criteria';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { mapMarkers } from '@/lib/search/map-markers';
import { MARKERS_CACHE_CONTROL } from '@/lib/search/markers-api';
import { markersUrl, readMarkers, type MarkersResponse } from '@/lib/search/markers-url';
import { urlFromCriteria } from '@/lib/search/url-from-criteria';
import { useTestDatabase } from './helpers';
import { apiRequest } from './user-session';

// GET /api/search/markers as the map asks it: the page's own path and query, read with the page's
// reader, answered with the page's cache rule; anything else is a 4xx with a reason, never a 500.

const database = useTestDatabase();
const route = await import('@/app/api/search/markers/route');
const noParams = { params: Promise.resolve({}) };

const get = (query: string) => route.GET(apiRequest('land', `/api/search/markers?${query}`), noParams);
const getSearch = (brandKey: string, searchHref: string) => route.GET(apiRequest(brandKey, markersUrl(searchHref)), noParams);

async function markersOf(response: Response): Promise<MarkersResponse> {
  expect(response.status).toBe(200);
  const body = readMarkers(await response.json());
  if (!body) throw new Error('the answer is not the markers shape');
  return body;
}

/** What the map service gives for the criteria the page reads from the same URL. */
async function expectedFor(dialect: DialectName, searchHref: string) {
  const reading = await readSearchUrl(dialect, searchHref);
  if (!reading.ok) throw new Error(`${searchHref} is no search`);
  return mapMarkers(reading.criteria, { now: new Date() });
}

/** The Texas county with the most active listings, so its searches find some. */
async function busiestTexasCounty(): Promise<string> {
  const [row] = await database.sql<{ slug: string }>(
    'select c.slug from listings l join counties c on c.id = l.county_id where l.state_id = 48 and l.market_status in (1, 2) group by c.slug order by count(*) desc, c.slug limit 1');
  if (!row) throw new Error('no Texas listings seeded');
  return row.slug;
}

describe(`GET /api/search/markers on ${inject('databaseEngine')}`, () => {
  it("answers the markers of the page's search, cacheable by a CDN like the page", async () => {
    const page = `/texas-land-for-sale/${await busiestTexasCounty()}/?acresMin=1`;
    const response = await getSearch('land', page);
    expect(response.headers.get('cache-control')).toBe(MARKERS_CACHE_CONTROL);
    expect(MARKERS_CACHE_CONTROL).toBe('s-maxage=300, stale-while-revalidate=600');
    // The links in the answer are the host's brand's; test mode also picks a brand by the preview cookie.
    expect(response.headers.get('vary')).toBe('Host, Cookie');
    const body = await markersOf(response);
    const expected = await expectedFor('land', page);
    expect(body.total).toBe(expected.total);
    expect(body.total).toBeGreaterThan(0);
    expect(body.markers.map((m) => m.id)).toEqual(expected.markers.map((m) => m.id));
    expect(body.markers.every((m) => m.href.startsWith('/property/'))).toBe(true);
  });

  it("reads each brand's path in its own dialect", async () => {
    const county = await busiestTexasCounty();
    const pages = { land: `/texas-land-for-sale/${county}/`, farm: `/search/texas/${county}/`, rec: `/texas-land-for-sale/${county}` };
    const totals = await Promise.all(Object.entries(pages).map(async ([brand, page]) => (await markersOf(await getSearch(brand, page))).total));
    expect(new Set(totals).size).toBe(1);
    expect(totals[0]).toBeGreaterThan(0);
  });

  it('keeps to the map box the URL carries after a move', async () => {
    const box = { south: 30.4, west: -99, north: 31, east: -98.2 };
    const page = urlFromCriteria({ dialect: 'land', place: { state: 'texas' } }, defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', mapBounds: box, mapZoom: 9 }));
    expect(page).toContain('bounds=30.4,-99,31,-98.2');
    const inBox = await markersOf(await getSearch('land', page));
    const state = await markersOf(await getSearch('land', '/texas-land-for-sale/'));
    expect(inBox.total).toBeGreaterThan(0);
    expect(inBox.total).toBeLessThan(state.total);
    for (const m of inBox.markers) {
      expect(m.latitude).toBeGreaterThanOrEqual(box.south);
      expect(m.latitude).toBeLessThanOrEqual(box.north);
      expect(m.longitude).toBeGreaterThanOrEqual(box.west);
      expect(m.longitude).toBeLessThanOrEqual(box.east);
    }
  });

  it("answers a broker's page by the search URL of its criteria", async () => {
    const [row] = await database.sql<{ id: string }>("select account_id::text as id from listings where market_status in (1, 2) group by account_id order by count(*) desc limit 1");
    const criteria = defaultCriteria({ brokerId: Number(row?.id) });
    const body = await markersOf(await getSearch('land', urlFromCriteria({ dialect: 'land', place: {} }, criteria)));
    expect(body.total).toBe((await mapMarkers(criteria, { now: new Date() })).total);
    expect(body.total).toBeGreaterThan(0);
  });

  it('answers HEAD with the same status and headers', async () => {
    const response = await route.HEAD(apiRequest('land', '/api/search/markers?path=/texas-land-for-sale/', { method: 'HEAD' }), noParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(MARKERS_CACHE_CONTROL);
    expect(await response.text()).toBe('');
  });

  it.each([
    ['no path', 400, 'acresMin=40', /path: give the search page's path once/],
    ['a path of another host', 400, 'path=//evil.example/texas-land-for-sale/', /must be a path on this site/],
    ['a malformed value', 400, 'path=/texas-land-for-sale/&priceMin=abc', /Invalid search parameters: priceMin/],
    ['a value the database cannot hold', 400, 'path=/texas-land-for-sale/&bedMin=40000', /Invalid search parameters: bedMin/],
    ['a control character', 400, 'path=/texas-land-for-sale/&keywordQuery=creek%00', /Invalid search parameters: keywordQuery/],
    ['an unknown parameter', 400, 'path=/texas-land-for-sale/&foo=1', /Invalid search parameters: foo/],
    ['a repeated parameter', 400, 'path=/texas-land-for-sale/&acresMin=1&acresMin=2', /Invalid search parameters: acresMin/],
    ['min above max', 400, 'path=/texas-land-for-sale/&acresMin=50&acresMax=10', /Invalid search parameters: .*acres(Min|Max)/],
    ['free text the page would redirect', 400, 'path=/texas-land-for-sale/&q=llano', /Invalid search parameters: q/],
    ['an oversize URL', 400, `path=/texas-land-for-sale/&keywordQuery=${'a'.repeat(17_000)}`, /longer than/],
    ['a listing page', 404, 'path=/property/llano-county-tx/12345/', /not a search page of this site/],
    ['a place that does not exist', 404, 'path=/atlantis-land-for-sale/', /not a search page of this site/],
    ['an unknown property type', 404, 'path=/texas-land-for-sale/castles/', /not a search page of this site/],
    ["another brand's path", 404, 'path=/search/texas/llano-county/', /not a search page of this site/],
  ])('answers %s with %i and the reason', async (_what, status, query, reason) => {
    const response = await get(query);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { errors: string[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatch(reason);
  });

  it('takes no criteria by POST: 405 with Allow', async () => {
    const response = await route.POST(apiRequest('land', '/api/search/markers', { method: 'POST', body: { stateId: 48 } }), noParams);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
