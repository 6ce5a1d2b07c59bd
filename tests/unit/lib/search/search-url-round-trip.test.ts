import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activityNames } from '@/lib/domain/activity';
import { propertyTypes } from '@/lib/domain/property-type';
import { states } from '@/lib/geo/states';
import { customSegments, dialects, type DialectName, type SearchRoute } from '@/lib/routing';
import { defaultCriteria, sortOrderIds, type SearchCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { criteriaFromUrl } from '@/lib/search/criteria-from-url';
import { locationQuery, type LocationType } from '@/lib/search/location-type';
import type { ResolvedLocation } from '@/lib/search/resolve-location';
import { urlPartsFromCriteria, type PlaceSlugs } from '@/lib/search/url-from-criteria';

const withState = states.filter((s) => s.id > 0);

/** A county the test invents: id, name and slug, as place-slugs and resolve-location would give them. */
const county = { id: 48299, name: 'Llano', slug: 'llano-county', kind: 'County' };

const criteriaInput: fc.Arbitrary<SearchCriteriaInput> = fc.record(
  {
    state: fc.constantFrom(...withState),
    inCounty: fc.boolean(),
    propertyTypes: fc.uniqueArray(fc.constantFrom(...propertyTypes.map((t) => t.id)), { maxLength: 3 }),
    customSearch: fc.uniqueArray(fc.constantFrom(...customSegments), { maxLength: 2 }),
    sortOrderId: fc.constantFrom(...sortOrderIds),
    pageIndex: fc.integer({ min: 0, max: 50 }),
    priceMin: fc.integer({ min: 0, max: 1_000_000 }),
    acresMax: fc.integer({ min: 1, max: 10_000 }),
    activityTypes: fc.uniqueArray(fc.constantFrom(...activityNames), { maxLength: 3 }),
    marketStatuses: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>, { minLength: 1, maxLength: 4 }),
    keywordQuery: fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/),
    hasHouse: fc.boolean(),
    mineralRights: fc.constant(true as const),
    dateListed: fc.constantFrom(1, 7, 30, 60) as fc.Arbitrary<1 | 7 | 30 | 60>,
    mapBounds: fc.record({ south: fc.integer({ min: 20, max: 40 }), west: fc.integer({ min: -120, max: -100 }) }).map((b) => ({ ...b, north: b.south + 3.25, east: b.west + 4.5 })),
  },
  { requiredKeys: ['state', 'inCounty', 'sortOrderId', 'pageIndex'] },
).map(({ state, inCounty, ...rest }) => ({
  ...rest,
  stateId: state.id,
  stateName: state.name,
  stateAbbreviation: state.abbreviation,
  ...(inCounty ? { countyIdList: [county.id], countyName: 'Llano County' } : {}),
}));

function placeOf(c: SearchCriteria): PlaceSlugs {
  const state = states.find((s) => s.id === c.stateId)?.slug;
  return c.countyIdList.length === 1 ? { state, area: { type: 'county', slug: county.slug } } : { state };
}

function resolved(route: SearchRoute): ResolvedLocation {
  const state = states.find((s) => s.slug === route.state);
  return { state, county: route.area ? county : undefined, label: null };
}

describe.each<DialectName>(['land', 'classic', 'clean'])('criteria <-> URL in the %s dialect', (name) => {
  const dialect = dialects[name];

  it('reads back the same criteria from the URL it writes', () => {
    fc.assert(
      fc.property(criteriaInput, (input) => {
        const criteria = defaultCriteria(input);
        const { route, query } = urlPartsFromCriteria(criteria, placeOf(criteria));
        const path = dialect.build(route);
        const parsed = dialect.parse(path);
        expect(parsed?.kind).toBe('search');
        const back = criteriaFromUrl(parsed as SearchRoute, new URLSearchParams(query), resolved(parsed as SearchRoute));
        expect(back).toEqual({ ok: true, criteria, rejected: [] });
      }),
      { numRuns: 400 },
    );
  });
});

describe('urlPartsFromCriteria', () => {
  const texas = { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' };

  it('puts location, one property type, custom segments, sort and page in the path; the rest in the query', () => {
    const c = defaultCriteria({ ...texas, propertyTypes: [128], customSearch: ['owner-financing'], sortOrderId: 4, pageIndex: 2, priceMax: 250_000, acresMin: 40 });
    const { route, query } = urlPartsFromCriteria(c, { state: 'texas' });
    expect(dialects.land.build(route)).toBe('/texas-land-for-sale/hunting-property/owner-financing/sort-price-low/page-2/');
    expect(query).toBe('acresMin=40&priceMax=250000');
  });

  it('keeps several property types and counties in the query, lists comma-separated', () => {
    const c = defaultCriteria({ ...texas, propertyTypes: [128, 1], countyIdList: [48299, 48053] });
    const { route, query } = urlPartsFromCriteria(c, { state: 'texas' });
    expect(dialects.clean.build(route)).toBe('/texas-land-for-sale');
    expect(query).toBe('countyIdList=48053,48299&propertyTypes=1,128');
  });

  it('writes a near-me search as rounded lat/long segments, leaving the default radius out', () => {
    const c = defaultCriteria({ latitude: 30.26, longitude: -97.74, isNearMeSearch: true, radius: 50 });
    const { route, query } = urlPartsFromCriteria(c, {});
    expect(dialects.land.build(route)).toBe('/land/lat30.3/long-97.7/');
    expect(query).toBe('');
  });
});

describe('criteriaFromUrl', () => {
  const route: SearchRoute = { kind: 'search', state: 'texas', custom: [], page: 0 };
  const location = resolved(route);

  it('drops invalid, unknown and repeated parameters and reports them', () => {
    const result = criteriaFromUrl(route, new URLSearchParams('priceMin=abc&acresMin=10&foo=1&acresMax=5&bedMin=2&bedMin=3&marketStatuses=9'), location);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rejected.sort()).toEqual(['acresMax', 'acresMin', 'bedMin', 'foo', 'marketStatuses', 'priceMin']);
    expect(result.criteria.acresMin).toBeUndefined();
    expect(result.criteria.bedMin).toBe(2);
    expect(result.criteria.marketStatuses).toEqual([1, 2]);
  });

  it('rejects huge values and injection strings without throwing', () => {
    const result = criteriaFromUrl(route, new URLSearchParams("priceMax=1e400&keywordQuery=' or 1=1 --&radius=99999&bounds=1,2,3"), location);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.criteria.keywordQuery).toBe("' or 1=1 --");
    expect(result.rejected.sort()).toEqual(['bounds', 'priceMax', 'radius']);
  });

  it('treats an unknown property type or sort slug as no such page', () => {
    expect(criteriaFromUrl({ ...route, propertyType: 'castles' }, new URLSearchParams(), location)).toEqual({ ok: false });
    expect(criteriaFromUrl({ ...route, sort: 'sort-nonsense' }, new URLSearchParams(), location)).toEqual({ ok: false });
  });

  it('lets the path win over the query for what it carries', () => {
    const result = criteriaFromUrl({ ...route, page: 3 }, new URLSearchParams('pageIndex=7&stateId=6'), location);
    expect(result.ok && [result.criteria.pageIndex, result.criteria.stateId]).toEqual([3, 48]);
  });
});

describe('location type order (SPEC §3)', () => {
  const all: SearchCriteriaInput = {
    propertyId: 1, lakeIdList: [2], zip: '78701', cityIdList: [3], countyIdList: [4], regionIdList: [5], stateId: 48,
    brokerId: 6, latitude: 30, longitude: -97, encodedMapCoordinates: '_p~iF~ps|U_ulLnnqC_mqNvxq`@', mapBounds: { north: 31, south: 30, east: -96, west: -98 },
  };
  const order: [LocationType, keyof SearchCriteriaInput][] = [
    ['property-id', 'propertyId'], ['lake', 'lakeIdList'], ['zip', 'zip'], ['city', 'cityIdList'], ['county', 'countyIdList'],
    ['region', 'regionIdList'], ['state', 'stateId'], ['broker', 'brokerId'], ['coords', 'latitude'], ['polygon', 'encodedMapCoordinates'], ['remap', 'mapBounds'],
  ];

  it('chooses the first present type, in SPEC order, down to default', () => {
    let input: SearchCriteriaInput = { ...all };
    for (const [type, field] of order) {
      expect(locationQuery(defaultCriteria(input)).locationType).toBe(type);
      const { [field]: _removed, ...rest } = input;
      input = field === 'latitude' ? (({ longitude: _l, ...r }) => r)(rest as SearchCriteriaInput) : rest;
    }
    expect(locationQuery(defaultCriteria(input)).locationType).toBe('default');
  });
});
