import { describe, expect, it } from 'vitest';
import { ListingSort, MarketStatus } from '@/lib/domain';
import { defaultCriteria } from '@/lib/search/criteria';
import { steeredHref, withoutPlace } from '@/lib/search/steer-url';

// The location box of a search page moves the search to the chosen place and keeps the other criteria.

const texasFiltered = defaultCriteria({
  stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX',
  propertyTypes: [128], priceMin: 50_000, acresMax: 500, activityTypes: ['hunting'], customSearch: ['owner-financing'],
  sortOrderId: ListingSort.PRICE_ASC, pageIndex: 3,
  mapBounds: { south: 30.4, west: -99, north: 31, east: -98.2 }, mapZoom: 9,
});

describe('steeredHref', () => {
  it('opens the chosen county with the type, filters, custom segment and sort kept, from the first page, without the map box', () => {
    expect(steeredHref({ dialect: 'land' }, texasFiltered, '/texas-land-for-sale/llano-county/')).toBe(
      '/texas-land-for-sale/llano-county/hunting-property/owner-financing/sort-price-low/?acresMax=500&activityTypes=hunting&priceMin=50000',
    );
  });

  it("reads and writes each brand's own dialect", () => {
    expect(steeredHref({ dialect: 'classic' }, texasFiltered, '/search/texas/llano-county/')).toMatch(/^\/search\/texas\/llano-county\/hunting-property-for-sale\//);
    expect(steeredHref({ dialect: 'clean' }, texasFiltered, '/texas-land-for-sale/llano-county')).toMatch(/^\/texas-land-for-sale\/llano-county\/hunting-property\//);
  });

  it('leaves a county for another state, a city or a zip with no trace of the old place in the query', () => {
    const llano = defaultCriteria({ stateId: 48, countyIdList: [48299], countyName: 'Llano County', priceMin: 1000 });
    expect(steeredHref({ dialect: 'land' }, llano, '/oklahoma-land-for-sale/')).toBe('/oklahoma-land-for-sale/?priceMin=1000');
    expect(steeredHref({ dialect: 'land' }, llano, '/texas-land-for-sale/austin/')).toBe('/texas-land-for-sale/austin/?priceMin=1000');
    expect(steeredHref({ dialect: 'land' }, llano, '/texas-land-for-sale/78643/')).toBe('/texas-land-for-sale/78643/?priceMin=1000');
  });

  it('opens a listing, a broker or anything that is no place search as the suggestion says', () => {
    expect(steeredHref({ dialect: 'land' }, texasFiltered, '/property/llano-county-tx/123/')).toBe('/property/llano-county-tx/123/');
    expect(steeredHref({ dialect: 'land' }, texasFiltered, '/member/jane-doe/77/')).toBe('/member/jane-doe/77/');
    expect(steeredHref({ dialect: 'land' }, texasFiltered, '/land/')).toBe('/land/');
  });
});

describe('withoutPlace', () => {
  it('drops every place field, the map box, the drawn area and the near-me point, and keeps the rest', () => {
    const near = defaultCriteria({
      ...texasFiltered, countyIdList: [48299], cityIdList: [4801], regionIdList: [3], lakeIdList: [9], zip: '78643', propertyId: 5,
      latitude: 30.7, longitude: -98.7, radius: 20, isNearMeSearch: true, encodedMapCoordinates: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
      marketStatuses: [MarketStatus.SOLD], brokerId: 77,
    });
    const left = withoutPlace(near);
    for (const field of ['stateId', 'stateName', 'stateAbbreviation', 'zip', 'propertyId', 'latitude', 'longitude', 'radius', 'isNearMeSearch', 'mapBounds', 'mapZoom', 'encodedMapCoordinates'] as const) {
      expect(left[field], field).toBeUndefined();
    }
    expect([left.countyIdList, left.cityIdList, left.regionIdList, left.lakeIdList]).toEqual([[], [], [], []]);
    expect(left.pageIndex).toBe(0);
    expect(left).toMatchObject({ propertyTypes: [128], priceMin: 50_000, acresMax: 500, activityTypes: ['hunting'], customSearch: ['owner-financing'],
      sortOrderId: ListingSort.PRICE_ASC, marketStatuses: [MarketStatus.SOLD], brokerId: 77 });
  });
});
