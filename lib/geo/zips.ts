import { codes } from 'zipcodes';
import type { CountyLocator } from './county-locator';
import { slugify } from './slug';
import { stateByAbbreviation } from './states';

export interface Zip {
  zip: string;
  stateId: number;
  countyId: number;
  /** City name as `zipcodes` spells it ("Llano"). */
  cityName: string;
  /** "48:llano": one city per state and name. */
  cityKey: string;
  latitude: number;
  longitude: number;
  /** How the county was found: inside its polygon, or the nearest county centroid of the state. */
  match: 'polygon' | 'nearest';
}

export const cityKeyOf = (stateId: number, cityName: string) => `${stateId}:${slugify(cityName)}`;

/**
 * Zips of the marketplace's states from the `zipcodes` package (no county there), each given the
 * county whose us-atlas polygon holds its point; points just off a simplified coastline or border
 * fall back to the nearest county centroid of the zip's own state (DESIGN §4).
 */
export function assignZips(locator: CountyLocator): Zip[] {
  const zips: Zip[] = [];
  for (const code of Object.values(codes)) {
    const state = stateByAbbreviation(code.state);
    if (!state || code.country !== 'US' || !Number.isFinite(code.latitude) || !Number.isFinite(code.longitude)) continue;
    const x = code.longitude;
    const y = code.latitude;
    const inside = locator.locate(x, y, state.id);
    const county = inside ?? locator.nearestInState(state.id, x, y);
    if (!county) continue;
    zips.push({
      zip: code.zip,
      stateId: state.id,
      countyId: county.id,
      cityName: code.city,
      cityKey: cityKeyOf(state.id, code.city),
      latitude: y,
      longitude: x,
      match: inside ? 'polygon' : 'nearest',
    });
  }
  return zips.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
}
