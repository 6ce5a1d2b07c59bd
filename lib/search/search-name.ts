import type { SearchCriteria } from './criteria';

/** The places a search names, most specific first: what the SPEC §5 search name is made of. */
export function searchPlaces(c: SearchCriteria, names: { cities?: string[]; counties?: string[]; regions?: string[] } = {}): string[] {
  const out: string[] = [];
  const state = c.stateAbbreviation ?? c.stateName;
  const withState = (place: string) => (state ? `${place}, ${state}` : place);
  if (c.zip) out.push(withState(c.zip));
  const cities = names.cities ?? (c.cityName ? [c.cityName] : []);
  const counties = names.counties ?? (c.countyName ? [c.countyName] : []);
  const regions = names.regions ?? (c.regionName ? [c.regionName] : []);
  out.push(...cities.map(withState), ...counties.map(withState), ...regions.map(withState));
  if (out.length === 0 && c.stateName) out.push(c.stateName);
  return out;
}

/** SPEC §5: 'Property {id}'; one place; first place '+ n more'; none: 'National search'. */
export function searchName(c: SearchCriteria, places: readonly string[] = searchPlaces(c)): string {
  if (c.propertyId !== undefined) return `Property ${c.propertyId}`;
  const [first, ...rest] = places;
  if (!first) return 'National search';
  return rest.length === 0 ? first : `${first} + ${rest.length} more`;
}
