import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '@/lib/http/full-not-found';
import { notFoundHintSegments } from '@/lib/proxy/internal-path';
import { notFoundRewritePath, requestedPath } from '@/lib/proxy/not-found-rewrite';

describe('the path a 404 was asked for', () => {
  it('is the path itself for the proxy\'s own 404s, and what follows NOT_FOUND_PATH for a page\'s', () => {
    expect(requestedPath('/texsa-land-for-sale/')).toBe('/texsa-land-for-sale/');
    expect(requestedPath(`${NOT_FOUND_PATH}/texas-land-for-sale/llanoo-county/`)).toBe('/texas-land-for-sale/llanoo-county/');
    expect(requestedPath(NOT_FOUND_PATH)).toBeNull();
    // Not under NOT_FOUND_PATH: a path of its own.
    expect(requestedPath(`${NOT_FOUND_PATH}x/texas-land-for-sale/`)).toBe(`${NOT_FOUND_PATH}x/texas-land-for-sale/`);
  });
});

describe('the 404 page a request is sent to', () => {
  it('carries the hint of the path asked for as segments the page reads back', () => {
    expect(notFoundRewritePath('land', 'land', `${NOT_FOUND_PATH}/texas-land-for-sale/llanoo-county/`)).toBe('/land/not-found/place/texas/county/llanoo-county');
    expect(notFoundRewritePath('farm', 'classic', `${NOT_FOUND_PATH}/property/llano-county-texas-987654321/`)).toBe('/farm/not-found/listing/987654321/llano-county-texas');
    expect(notFoundRewritePath('rec', 'clean', `${NOT_FOUND_PATH}/pid/42`)).toBe('/rec/not-found/listing/42');
    expect(notFoundRewritePath('land', 'land', '/texsa-land-for-sale/')).toBe('/land/not-found/state/texsa');
    expect(notFoundHintSegments(['not-found', 'place', 'texas', 'county', 'llanoo-county'])).toEqual(['place', 'texas', 'county', 'llanoo-county']);
  });

  it('is the plain 404 page, one cache entry, for every path it cannot help with', () => {
    for (const pathname of [NOT_FOUND_PATH, `${NOT_FOUND_PATH}/`, `${NOT_FOUND_PATH}/no/such/page/`, '/wp-login.php', `${NOT_FOUND_PATH}/%3Cscript%3E/`, `${NOT_FOUND_PATH}/%zz`]) {
      expect(notFoundRewritePath('land', 'land', pathname), pathname).toBe('/land/not-found');
    }
    expect(notFoundHintSegments(['not-found'])).toEqual([]);
    expect(notFoundHintSegments(['search', 'texas'])).toEqual([]);
  });
});
