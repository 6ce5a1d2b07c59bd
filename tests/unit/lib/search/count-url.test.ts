import { describe, expect, it } from 'vitest';
import { COUNT_API_PATH, countUrl, readCount } from '@/lib/search/count-url';
import { markersUrl } from '@/lib/search/markers-url';

describe('countUrl', () => {
  it("asks for the page's path and the page's own query, as the markers API does", () => {
    const page = '/texas-land-for-sale/llano-county/?acresMin=40&priceMin=50000';
    expect(countUrl(page)).toBe(`${COUNT_API_PATH}?path=/texas-land-for-sale/llano-county/&acresMin=40&priceMin=50000`);
    expect(countUrl(page).slice(COUNT_API_PATH.length)).toBe(markersUrl(page).slice(markersUrl(page).indexOf('?')));
  });

  it('asks for the path alone when the page has no query', () => {
    expect(countUrl('/texas-land-for-sale')).toBe(`${COUNT_API_PATH}?path=/texas-land-for-sale`);
  });
});

describe('readCount', () => {
  it("takes the API's answer", () => {
    expect(readCount({ total: 1204, totalIsCapped: false })).toEqual({ total: 1204, totalIsCapped: false });
    expect(readCount({ total: 1000, totalIsCapped: true })).toEqual({ total: 1000, totalIsCapped: true });
  });

  it.each([
    ['an error page', '<html>502</html>'],
    ['an error answer', { errors: ['Too many requests; try again shortly'] }],
    ['no flag', { total: 3 }],
    ['a count that is no whole number', { total: 2.5, totalIsCapped: false }],
    ['a negative count', { total: -1, totalIsCapped: false }],
    ['nothing', null],
  ])('refuses %s', (_, body) => {
    expect(readCount(body)).toBeNull();
  });
});
