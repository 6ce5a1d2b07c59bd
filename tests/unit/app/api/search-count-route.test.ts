import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCriteria } from '@/lib/search/criteria';
import { countUrl } from '@/lib/search/count-url';
import { MARKERS_CACHE_CONTROL } from '@/lib/search/markers-api';

// GET /api/search/count: the count of a search page's URL, read with the page's reader and counted as
// the page counts. The database's side (the real counts) is tests/db/search-steering.test.ts.

const counted = vi.hoisted(() => ({ calls: [] as Array<{ criteria: SearchCriteria; pageEnd: number }>, limited: false }));

vi.mock('@/lib/rate-limit', () => ({
  consumeLimit: async (name: string) => {
    expect(name).toBe('markers');
    return counted.limited ? { allowed: false, retryAfterSeconds: 9 } : { allowed: true, remaining: 1 };
  },
}));
vi.mock('@/lib/search/listing-count', () => ({
  countListings: async (criteria: SearchCriteria, _options: unknown, pageEnd: number) => {
    counted.calls.push({ criteria, pageEnd });
    return criteria.keywordQuery ? { total: 1000, totalIsCapped: true } : { total: 812, totalIsCapped: false };
  },
}));

const { GET } = await import('@/app/api/search/count/route');
const get = (host: string, path: string) => GET(new Request(`http://${host}${path}`, { headers: { host } }), { params: Promise.resolve({}) });

beforeEach(() => {
  counted.calls = [];
  counted.limited = false;
});

describe('GET /api/search/count', () => {
  it("counts the criteria the page reads from its path and query, as far as the page's own page reaches", async () => {
    const response = await get('land.localhost', countUrl('/texas-land-for-sale/hunting-property/page-2/?priceMin=100000'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ total: 812, totalIsCapped: false });
    expect(response.headers.get('cache-control')).toBe(MARKERS_CACHE_CONTROL);
    const [call] = counted.calls;
    expect(call?.criteria).toMatchObject({ stateId: 48, propertyTypes: [128], priceMin: 100_000, pageIndex: 2 });
    expect(call?.pageEnd).toBe(3 * 24);
  });

  it('says when a keyword count stopped at its cap', async () => {
    const response = await get('land.localhost', countUrl('/texas-land-for-sale/?keywordQuery=creek'));
    expect(await response.json()).toEqual({ total: 1000, totalIsCapped: true });
  });

  it("reads the host's brand's dialect", async () => {
    expect((await get('farm.localhost', countUrl('/search/texas/?priceMin=100000'))).status).toBe(200);
    expect((await get('farm.localhost', countUrl('/texas-land-for-sale/'))).status).toBe(404);
  });

  it.each([
    ['a value that does not read', 400, '/api/search/count?path=/texas-land-for-sale/&priceMin=lots'],
    ['no page path', 400, '/api/search/count?priceMin=1'],
    ['a page of another kind', 404, '/api/search/count?path=/property/llano-county-tx/123/'],
    ['a place that does not exist', 404, '/api/search/count?path=/atlantis-land-for-sale/'],
  ])('answers %s with %i and counts nothing', async (_what, status, path) => {
    const response = await get('land.localhost', path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(counted.calls).toEqual([]);
  });

  it('answers 429 past the allowance it shares with the markers', async () => {
    counted.limited = true;
    const response = await get('land.localhost', countUrl('/texas-land-for-sale/'));
    expect(response.status).toBe(429);
    expect(counted.calls).toEqual([]);
  });
});
