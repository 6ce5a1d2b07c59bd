import { describe, expect, it } from 'vitest';
import { placeOfLocation } from '@/lib/not-found/listing-location';

const read = (location: string) => {
  const place = placeOfLocation(location);
  return place && { state: place.state.slug, county: place.county };
};

describe('placeOfLocation', () => {
  it('reads the county and state of a property URL, in our form and the older abbreviated one', () => {
    expect(read('llano-county-texas')).toEqual({ state: 'texas', county: 'llano-county' });
    expect(read('llano-county-tx')).toEqual({ state: 'texas', county: 'llano-county' });
    expect(read('orleans-parish-louisiana')).toEqual({ state: 'louisiana', county: 'orleans-parish' });
  });

  it('takes the longest state name that ends the location', () => {
    expect(read('kanawha-county-west-virginia')).toEqual({ state: 'west-virginia', county: 'kanawha-county' });
    expect(read('fairfax-county-virginia')).toEqual({ state: 'virginia', county: 'fairfax-county' });
    expect(read('pope-county-arkansas')).toEqual({ state: 'arkansas', county: 'pope-county' });
  });

  it('reads a state alone, and nothing from a location that ends in no state', () => {
    expect(read('district-of-columbia')).toEqual({ state: 'district-of-columbia', county: null });
    expect(read('texas')).toEqual({ state: 'texas', county: null });
    expect(read('atlantis')).toBeNull();
    expect(read('llano-county-zz')).toBeNull();
  });
});
