import { states, type StateInfo } from '@/lib/geo/states';

// The place a property URL names (SPEC "canonicalLocation"): "llano-county-texas" as our URLs write it
// (lib/listings/canonical-location.ts), "llano-county-tx" as older links do, or a state's slug alone.

export interface LocationPlace {
  state: StateInfo;
  /** The county's slug ("llano-county"); null when the location is the state alone. */
  county: string | null;
}

/** Every way a location can end in a state, longest first, so "-west-virginia" wins over "-virginia". */
const stateEndings = states
  .flatMap((state) => [state.slug, state.abbreviation.toLowerCase()].map((ending) => ({ state, ending })))
  .sort((a, b) => b.ending.length - a.ending.length);

/** The state and county a location slug names; null when it ends in no state. */
export function placeOfLocation(location: string): LocationPlace | null {
  for (const { state, ending } of stateEndings) {
    if (location === ending) return { state, county: null };
    if (location.endsWith(`-${ending}`)) return { state, county: location.slice(0, -(ending.length + 1)) };
  }
  return null;
}
