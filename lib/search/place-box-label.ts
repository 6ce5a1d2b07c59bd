import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import type { ResolvedLocation } from './resolve-location';

/**
 * The search page's place as its location box shows it, in the words of the box's own suggestions
 * (docs/autocomplete.md): "Texas", "Llano County, TX", "Llano, TX", "Hill Country, TX", "78643".
 * Submitted as it is, the text opens the same place again (free-text.ts). Empty for a national search.
 */
export function placeBoxLabel(location: ResolvedLocation): string {
  const { state } = location;
  if (!state) return '';
  if (location.county) return `${countyFullName(location.county.name, location.county.kind as CountyKind)}, ${state.abbreviation}`;
  if (location.city) return `${location.city.name}, ${state.abbreviation}`;
  if (location.region) return `${location.region.name}, ${state.abbreviation}`;
  if (location.zip) return location.zip;
  return state.name;
}
