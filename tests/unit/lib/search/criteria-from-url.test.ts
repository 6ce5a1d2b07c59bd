import { describe, expect, it } from 'vitest';
import { states } from '@/lib/geo/states';
import type { SearchRoute } from '@/lib/routing';
import { criteriaFromUrl, decodeQuery } from '@/lib/search/criteria-from-url';

const decode = (query: string) => decodeQuery(new URLSearchParams(query));

describe('decodeQuery', () => {
  it.each([
    ['bedMin=40000', 'a smallint above 32767'],
    ['bathMin=1000', 'more baths than numeric(4, 1) holds'],
    ['sqftMin=2147483648', 'an int4 above 2^31 - 1'],
    ['countyIdList=2147483648', 'an id above int4'],
    ['cityIdList=1,2147483648', 'one id above int4 in a list'],
    ['propertyId=99999999999999999999', 'a huge digit string'],
    [`priceMax=${'9'.repeat(400)}`, 'a digit string past a double'],
    ['priceMax=1000000000000', 'a price above numeric(14, 2)'],
    ['acresMax=10000000000', 'acres above numeric(12, 2)'],
    ['priceMin=1e400', 'an exponent'],
    ['priceMin=1e3', 'an exponent in range'],
    ['bedMin=0x10', 'hexadecimal'],
    ['bedMin=%205', 'a space'],
    ['bedMin=Infinity', 'Infinity'],
    ['bedMin=', 'nothing'],
    ['soldDateMin=0000-01-01', 'year 0000'],
    ['soldDateMax=2026-02-30', 'an impossible date'],
    ['soldDateMax=10000-01-01', 'a five-digit year'],
    ['keywordQuery=creek%00', 'a NUL'],
    ['keywordQuery=creek%09bed', 'a tab'],
    ['keywordQuery=%C2%85', 'a C1 control character'],
    ['encodedMapCoordinates=_p~iF%00', 'a NUL in a polygon'],
    ['zip=7864%00', 'a NUL in a zip'],
    ['bounds=,,,', 'empty bounds'],
  ])('drops %s (%s) and reports it', (query) => {
    const name = query.split('=')[0] ?? '';
    expect(decode(query)).toEqual({ values: {}, rejected: [name] });
  });

  it('reads -0 as 0, so it is written back as 0', () => {
    expect(Object.is(decode('bedMin=-0').values.bedMin, 0)).toBe(true);
  });

  it('keeps values at the bounds', () => {
    expect(decode('bedMax=32767&sqftMax=2147483647&countyIdList=2147483647&priceMax=999999999999.99&soldDateMin=0001-01-01&soldDateMax=9999-12-31').values).toEqual({
      bedMax: 32767,
      sqftMax: 2147483647,
      countyIdList: [2147483647],
      priceMax: 999999999999.99,
      soldDateMin: '0001-01-01',
      soldDateMax: '9999-12-31',
    });
  });
});

describe('criteriaFromUrl with values the database cannot hold', () => {
  const route: SearchRoute = { kind: 'search', state: 'texas', custom: [], page: 0 };
  const location = { state: states.find((s) => s.slug === 'texas'), label: 'Texas' };

  it('drops each of them, keeps the rest, and reports them so the page redirects', () => {
    const query = new URLSearchParams('bedMin=40000&soldDateMin=0000-01-01&keywordQuery=creek%00&countyIdList=2147483648&acresMin=40');
    const result = criteriaFromUrl(route, query, location);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rejected.sort()).toEqual(['bedMin', 'countyIdList', 'keywordQuery', 'soldDateMin']);
    expect(result.criteria).toMatchObject({ stateId: 48, acresMin: 40, countyIdList: [] });
    expect(result.criteria.bedMin).toBeUndefined();
    expect(result.criteria.keywordQuery).toBeUndefined();
  });
});
