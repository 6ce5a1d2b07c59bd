import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { locationQuery } from '@/lib/search/location-type';
import { mapSearchCriteria, nearMeCriteria } from '@/lib/search/map-criteria';

const countySearch = defaultCriteria({
  stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', countyIdList: [48299], countyName: 'Llano County', pageIndex: 3, priceMax: 500_000,
});
const box = { south: 30, west: -99, north: 31, east: -98 };

describe('map-driven criteria', () => {
  it('narrows the search to a moved map box within the same place, keeping the filters and starting at page 0', () => {
    const c = mapSearchCriteria(countySearch, box, 8.37);
    // The place stays (its path and name stay in the URL); the box narrows it.
    expect(locationQuery(c).locationType).toBe('county');
    expect(c).toMatchObject({ mapBounds: box, mapZoom: 8.4, priceMax: 500_000, pageIndex: 0, countyIdList: [48299], stateId: 48 });
  });

  it('turns near me into a point search without the old box or place', () => {
    const c = nearMeCriteria(mapSearchCriteria(countySearch, box, 8), 30.3, -97.7);
    expect(locationQuery(c).locationType).toBe('coords');
    expect(c).toMatchObject({ latitude: 30.3, longitude: -97.7, isNearMeSearch: true, priceMax: 500_000 });
    expect(c.mapBounds).toBeUndefined();
  });
});
