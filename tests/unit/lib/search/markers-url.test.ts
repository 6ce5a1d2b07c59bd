import { describe, expect, it } from 'vitest';
import type { MapMarker } from '@/lib/map';
import { MARKERS_API_PATH, markersUrl, readMarkers } from '@/lib/search/markers-url';

const marker: MapMarker = {
  id: 7, latitude: 30.75, longitude: -98.68, levelClass: 'gold', priceLabel: '$425,000', compactPriceLabel: '$425K', acresLabel: '40 acres',
  title: '40 acres in Llano County', href: '/property/llano-county-tx/7/', imageSrc: '/resizedimages/160/210/cover/80/webp/7-1',
};

describe('markersUrl', () => {
  it("asks for the page's path, followed by the page's own query as it is", () => {
    expect(markersUrl('/texas-land-for-sale/llano-county/?acresMin=40&bounds=30.1,-99.2,31.3,-98.1')).toBe(
      `${MARKERS_API_PATH}?path=/texas-land-for-sale/llano-county/&acresMin=40&bounds=30.1,-99.2,31.3,-98.1`,
    );
  });

  it('asks for the path alone when the page has no query', () => {
    expect(markersUrl('/texas-land-for-sale')).toBe(`${MARKERS_API_PATH}?path=/texas-land-for-sale`);
  });

  it('escapes what a path could hold that would end or split the parameter', () => {
    const url = new URL(markersUrl('/land/a&b=c#d%e/?priceMin=1'), 'http://land.localhost');
    expect(url.searchParams.get('path')).toBe('/land/a&b=c#d%e/');
    expect([...url.searchParams.keys()]).toEqual(['path', 'priceMin']);
  });
});

describe('readMarkers', () => {
  it("takes the API's answer", () => {
    const body = { total: 1204, totalIsCapped: false, markers: [marker, { ...marker, id: 8, imageSrc: null, compactPriceLabel: null }] };
    expect(readMarkers(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it.each([
    ['an error page', '<html>502</html>'],
    ['an error answer', { errors: ['Too many requests; try again shortly'] }],
    ['no count', { totalIsCapped: false, markers: [] }],
    ['markers that are no list', { total: 1, totalIsCapped: false, markers: {} }],
    ['a marker without a position', { total: 1, totalIsCapped: false, markers: [{ ...marker, latitude: null }] }],
    ['an unknown level', { total: 1, totalIsCapped: false, markers: [{ ...marker, levelClass: 'bronze' }] }],
    ['a link to another site', { total: 1, totalIsCapped: false, markers: [{ ...marker, href: 'https://elsewhere.example/' }] }],
  ])('refuses %s', (_what, body) => {
    expect(readMarkers(body)).toBeNull();
  });
});
