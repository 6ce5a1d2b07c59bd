import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingSort } from '@/lib/domain';
import { activityNames } from '@/lib/domain/activity';
import { dialects, type DialectName } from '@/lib/routing';
import { defaultCriteria, sortOrderIds, type SearchCriteriaInput } from '@/lib/search/criteria';
import { brokerListingsCriteria } from '@/lib/search/criteria-from-url';
import { mapSearchCriteria, nearMeCriteria } from '@/lib/search/map-criteria';
import { urlFromCriteria, type SearchUrlContext } from '@/lib/search/url-from-criteria';

// A broker's listings page keeps every next search of that broker's listings on its own path: sort and
// page in the path, filters in the query, the broker never repeated in the query (docs/brokers.md).

const broker = { id: 55, name: 'jane-doe' };
const context = (dialect: DialectName): SearchUrlContext => ({ dialect, place: {}, broker });
const janes = (input: SearchCriteriaInput = {}) => defaultCriteria({ brokerId: 55, ...input });

/** The URL read back as the page reads it: the dialect's route and the query. */
function readBack(dialect: DialectName, url: string) {
  const [path = '', query = ''] = url.split('?');
  const route = dialects[dialect].parse(path);
  if (route?.kind !== 'broker-listings') throw new Error(`${url} is no broker listings URL`);
  return brokerListingsCriteria(route, new URLSearchParams(query));
}

describe('next URLs on a broker listings page', () => {
  it.each<[DialectName, string]>([
    ['land', '/member/jane-doe/55/listings/sort-price-low/page-1/?priceMax=500000'],
    ['classic', '/broker/jane-doe-55/land/sort-price-low/page-1/?priceMax=500000'],
    ['clean', '/profile/jane-doe/55/properties/sort-price-low/page-1?priceMax=500000'],
  ])('stay on the %s broker path: sort and page 2 in the path, a filter in the query, no brokerId', (dialect, url) => {
    expect(urlFromCriteria(context(dialect), janes({ sortOrderId: ListingSort.PRICE_ASC, pageIndex: 1, priceMax: 500_000 }))).toBe(url);
  });

  it('builds the first page in the default order as the bare broker path', () => {
    expect(urlFromCriteria(context('land'), janes())).toBe('/member/jane-doe/55/listings/');
  });

  it('keeps a map move, several types and statuses on the path, in the query', () => {
    const moved = mapSearchCriteria(janes({ propertyTypes: [128], pageIndex: 3 }), { south: 30, west: -99, north: 31, east: -98 }, 8.04);
    expect(urlFromCriteria(context('clean'), moved)).toBe('/profile/jane-doe/55/properties?bounds=30,-99,31,-98&mapZoom=8&propertyTypes=128');
  });

  it('writes a near-me radius into the query, where the broker path reads it back', () => {
    const url = urlFromCriteria({ ...context('land'), place: {} }, nearMeCriteria(janes(), 30.3, -97.7));
    expect(url).toBe('/member/jane-doe/55/listings/?latitude=30.3&longitude=-97.7&radius=50');
    expect(readBack('land', url)).toMatchObject({ ok: true, criteria: { brokerId: 55, latitude: 30.3, longitude: -97.7, radius: 50 } });
  });

  it('leaves the broker path for criteria it cannot hold: another broker, no broker, a state', () => {
    expect(urlFromCriteria(context('land'), defaultCriteria({ brokerId: 56 }))).toBe('/land/?brokerId=56');
    expect(urlFromCriteria(context('land'), defaultCriteria({ priceMax: 5 }))).toBe('/land/?priceMax=5');
    expect(urlFromCriteria({ ...context('land'), place: { state: 'texas' } }, janes({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' }))).toBe('/texas-land-for-sale/?brokerId=55');
  });

  it('builds generic search URLs without a broker in the context, as before', () => {
    expect(urlFromCriteria({ dialect: 'land', place: {} }, janes({ pageIndex: 1 }))).toBe('/land/page-1/?brokerId=55');
  });
});

describe.each<DialectName>(['land', 'classic', 'clean'])('broker listings criteria <-> URL in the %s dialect', (dialect) => {
  const input: fc.Arbitrary<SearchCriteriaInput> = fc.record(
    {
      sortOrderId: fc.constantFrom(...sortOrderIds),
      pageIndex: fc.integer({ min: 0, max: 50 }),
      priceMin: fc.integer({ min: 0, max: 1_000_000 }),
      acresMax: fc.integer({ min: 1, max: 10_000 }),
      propertyTypes: fc.uniqueArray(fc.constantFrom(1, 2, 4, 128), { maxLength: 2 }),
      activityTypes: fc.uniqueArray(fc.constantFrom(...activityNames), { maxLength: 3 }),
      keywordQuery: fc.stringMatching(/^[a-z][a-z ]{0,20}[a-z]$/),
      mineralRights: fc.constant(true as const),
    },
    { requiredKeys: ['sortOrderId', 'pageIndex'] },
  );

  it('reads back the same criteria from the URL it writes', () => {
    fc.assert(
      fc.property(input, (i) => {
        const criteria = janes(i);
        expect(readBack(dialect, urlFromCriteria(context(dialect), criteria))).toEqual({ ok: true, criteria, rejected: [] });
      }),
      { numRuns: 300 },
    );
  });
});

describe('brokerListingsCriteria', () => {
  const route = { kind: 'broker-listings', id: 55, name: 'jane-doe', page: 2, sort: 'sort-newest' } as const;

  it('takes the broker, sort and page from the path and the filters from the query', () => {
    expect(brokerListingsCriteria(route, new URLSearchParams('acresMin=10&propertyTypes=2,128'))).toEqual({
      ok: true, rejected: [], criteria: janes({ pageIndex: 2, sortOrderId: ListingSort.NEWEST, acresMin: 10, propertyTypes: [2, 128] }),
    });
  });

  it('lets the path win over a brokerId in the query, and reports invalid parameters for the page to drop', () => {
    const result = brokerListingsCriteria(route, new URLSearchParams('brokerId=99&priceMin=abc&foo=1'));
    expect(result.ok && result.criteria.brokerId).toBe(55);
    expect(result.ok && result.rejected.sort()).toEqual(['foo', 'priceMin']);
  });

  it('is no search for an id the criteria cannot hold, or a sort that is no listing sort', () => {
    expect(brokerListingsCriteria({ ...route, id: 2 ** 31 }, new URLSearchParams())).toEqual({ ok: false });
    expect(brokerListingsCriteria({ ...route, sort: 'sort-az' }, new URLSearchParams())).toEqual({ ok: false });
  });
});
