import { codes } from 'zipcodes';
import type { CountyLocator } from './county-locator';
import { isInstitutionName } from './institution-names';
import { slugify } from './slug';
import { stateByAbbreviation } from './states';

export interface Zip {
  zip: string;
  stateId: number;
  countyId: number;
  /** City name as `zipcodes` spells it ("Llano"); for an institution's zip, the nearest real city's. */
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
  return withPlaceNames(zips).sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
}

function nearestOf(zips: readonly Zip[], z: Zip): Zip | undefined {
  let best: Zip | undefined;
  let bestD = Infinity;
  for (const other of zips) {
    const d = (other.longitude - z.longitude) ** 2 + (other.latitude - z.latitude) ** 2;
    if (d < bestD) [best, bestD] = [other, d];
  }
  return best;
}

/**
 * A zip named after an institution ("Texas Dept Of Correction") lies in a real town: it takes the
 * city of the nearest other zip of its county (else of its state), so no such name becomes a city,
 * a listing's town or a broker's office.
 */
function withPlaceNames(zips: readonly Zip[]): Zip[] {
  const places = zips.filter((z) => !isInstitutionName(z.cityName));
  return zips.map((z) => {
    if (!isInstitutionName(z.cityName)) return z;
    const near = nearestOf(places.filter((p) => p.countyId === z.countyId), z) ?? nearestOf(places.filter((p) => p.stateId === z.stateId), z);
    return near ? { ...z, cityName: near.cityName, cityKey: near.cityKey } : z;
  });
}
