import { describe, expect, it } from 'vitest';
import { stateBySlug } from '@/lib/geo/states';
import { placeBoxLabel } from '@/lib/search/place-box-label';

const texas = stateBySlug('texas');
if (!texas) throw new Error('Texas missing from lib/geo/states');

describe('placeBoxLabel: the search page’s place in its location box, as the suggestions name it', () => {
  it.each([
    ['a state', { state: texas, label: 'Texas' }, 'Texas'],
    ['a county', { state: texas, county: { id: 48299, name: 'Llano', kind: 'County' }, label: 'Llano County, Texas' }, 'Llano County, TX'],
    ['a county-equivalent city', { state: texas, county: { id: 51760, name: 'Richmond', kind: 'city' }, label: '' }, 'Richmond city, TX'],
    ['a city', { state: texas, city: { id: 4801, name: 'Llano' }, label: 'Llano, TX' }, 'Llano, TX'],
    ['a region', { state: texas, region: { id: 3, name: 'Hill Country' }, label: 'Hill Country, Texas' }, 'Hill Country, TX'],
    ['a zip', { state: texas, zip: '78643', label: '78643, TX' }, '78643'],
    ['the whole country', { label: null }, ''],
  ])('%s', (_, location, expected) => {
    expect(placeBoxLabel(location)).toBe(expected);
  });
});
