import { beachesData } from './beaches-data';
import type { CountyLocator } from './county-locator';
import { lakesData } from './lakes-data';
import { slugify } from './slug';
import { stateByAbbreviation } from './states';

/** A named point by the water (a lake, or a beach town) with the county it lies in. */
export interface WaterPlace {
  id: number;
  name: string;
  slug: string;
  stateId: number;
  countyId: number;
  latitude: number;
  longitude: number;
}

type PlaceData = ReadonlyArray<readonly [string, string, number, number]>;

function locatePlaces(data: PlaceData, locator: CountyLocator, label: string): WaterPlace[] {
  return data.map(([name, abbreviation, latitude, longitude], index) => {
    const state = stateByAbbreviation(abbreviation);
    if (!state) throw new Error(`${label}: ${name} has unknown state ${abbreviation}`);
    const county = locator.locate(longitude, latitude, state.id) ?? locator.nearestInState(state.id, longitude, latitude);
    if (!county) throw new Error(`${label}: ${name} lies in no county of ${abbreviation}`);
    return { id: index + 1, name, slug: slugify(name), stateId: state.id, countyId: county.id, latitude, longitude };
  });
}

/** The lakes table: ids follow lakes-data order. */
export const buildLakes = (locator: CountyLocator) => locatePlaces(lakesData, locator, 'lakes-data');

/** Beach towns for beachfront listings (not a table of their own). */
export const buildBeaches = (locator: CountyLocator) => locatePlaces(beachesData, locator, 'beaches-data');
