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
    ['a listing page', '/property/llano-county-tx/12345/'],
    ['the home page', '/'],
    ['a path with a query of its own', '/texas-land-for-sale/%3FpriceMin%3D1'],
  ])('answers 404 to %s', async (_what, path) => {
    expect(await read(`path=${path}`)).toEqual({ ok: false, status: 404, errors: ['path: not a search page of this site'] });
  });
});
