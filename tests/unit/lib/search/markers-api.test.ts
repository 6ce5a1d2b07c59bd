import { describe, expect, it } from 'vitest';
import { MAX_MARKERS_QUERY_LENGTH, readMarkersRequest } from '@/lib/search/markers-api';

// What a markers request is refused for before anything is looked up; answers that need the database
// (real places, markers, cache headers) are in tests/db/markers-route.test.ts.

const read = (query: string) => readMarkersRequest(new URL(`http://land.localhost/api/search/markers?${query}`), 'land');

describe('readMarkersRequest', () => {
  it.each([
    ['no path', 'acresMin=40', 'path: give the search page\'s path once'],
    ['the path twice', 'path=/texas-land-for-sale/&path=/land/', 'path: give the search page\'s path once'],
    ['another host', 'path=//evil.example/texas-land-for-sale/', 'path: must be a path on this site, starting with one "/"'],
    ['another host behind a backslash', 'path=/%5Cevil.example/texas-land-for-sale/', 'path: must be a path on this site, starting with one "/"'],
    ['an absolute URL', 'path=https://evil.example/texas-land-for-sale/', 'path: must be a path on this site, starting with one "/"'],
    ['a relative path', 'path=texas-land-for-sale/', 'path: must be a path on this site, starting with one "/"'],
  ])('answers 400 to %s', async (_what, query, message) => {
    expect(await read(query)).toEqual({ ok: false, status: 400, errors: [message] });
  });

  it('answers 400 to a URL longer than any page can have', async () => {
    const result = await read(`path=/texas-land-for-sale/&keywordQuery=${'a'.repeat(MAX_MARKERS_QUERY_LENGTH)}`);
    expect(result).toEqual({ ok: false, status: 400, errors: [`The search URL is longer than ${MAX_MARKERS_QUERY_LENGTH} characters`] });
  });

  it.each([
    ['land', 'path=/member/jane-doe/55/listings/sort-price-low/page-1/&priceMax=500000'],
    ['classic', 'path=/broker/jane-doe-55/land/sort-price-low/page-1/&priceMax=500000'],
    ['clean', 'path=/profile/jane-doe/55/properties/sort-price-low/page-1&priceMax=500000'],
  ] as const)('reads a broker listings page of the %s dialect as that broker\'s search, so its map shows the broker\'s listings', async (dialect, query) => {
    const result = await readMarkersRequest(new URL(`http://land.localhost/api/search/markers?${query}`), dialect);
    expect(result).toMatchObject({ ok: true, criteria: { brokerId: 55, sortOrderId: 4, pageIndex: 1, priceMax: 500_000 } });
  });

  it('answers 400 to a broker listings page with parameters the page would drop', async () => {
    expect(await read('path=/member/jane-doe/55/listings/&priceMin=abc')).toEqual({ ok: false, status: 400, errors: ['Invalid search parameters: priceMin'] });
  });

  it.each([
    ['a listing page', '/property/llano-county-tx/12345/'],
    ['the home page', '/'],
    ['a path with a query of its own', '/texas-land-for-sale/%3FpriceMin%3D1'],
    ['a broker profile', '/member/jane-doe/55/'],
  ])('answers 404 to %s', async (_what, path) => {
    expect(await read(`path=${path}`)).toEqual({ ok: false, status: 404, errors: ['path: not a search page of this site'] });
  });
});
