import { states, type StateInfo } from '@/lib/geo/states';
import { allowedEdits, editDistance } from './edit-distance';

// "Did you mean" on the 404 page (docs/not-found.md): the real places whose URL slugs are fewest edits
// away from the one asked for. Pure: the places come from the caller.

/** At most this many suggestions: more would be a list to read, not a correction. */
export const MAX_SUGGESTIONS = 5;

export type PlaceType = 'county' | 'city' | 'region';

/** A real place of a state, as its search URL names it. */
export interface NamedPlace {
  type: PlaceType;
  /** The area segment: "llano-county", "llano", "hill-country" (a region without "-region"). */
  slug: string;
  /** A county's slug without its kind ("llano" for "llano-county"); the slug itself for the others. */
  base: string;
  label: string;
}

export interface PlaceQuery {
  type: PlaceType;
  slug: string;
}

const collator = new Intl.Collator('en-US', { numeric: true });

/** "llanoo-county" -> "llanoo" when "-county" ends a county of the state; what is asked may have no such suffix. */
function baseOf(slug: string, countySuffixes: ReadonlySet<string>): string {
  const suffix = [...countySuffixes].filter((s) => slug.endsWith(s) && slug.length > s.length).sort((a, b) => b.length - a.length)[0];
  return suffix ? slug.slice(0, -suffix.length) : slug;
}

/**
 * The places closest to `query`, best first, at most `limit`: fewest edits between the slugs, or
 * between the names without a county's kind (so "llanoo-county" finds Llano County and the city of
 * Llano); among equals the kind the URL asked for first (a county for "-county", else a city), then
 * by label. Nothing further than `allowedEdits` of the name asked for.
 */
export function closestPlaces(query: PlaceQuery, places: readonly NamedPlace[], limit = MAX_SUGGESTIONS): NamedPlace[] {
  const suffixes = new Set(places.filter((p) => p.type === 'county' && p.slug !== p.base).map((p) => p.slug.slice(p.base.length)));
  const base = baseOf(query.slug, suffixes);
  const limitEdits = allowedEdits(base);
  return places
    .map((place) => ({
      place,
      edits: Math.min(editDistance(query.slug, place.slug, limitEdits), editDistance(base, place.base, limitEdits)),
    }))
    .filter(({ edits }) => edits <= limitEdits)
    .sort(
      (a, b) =>
        a.edits - b.edits ||
        Number(a.place.type !== query.type) - Number(b.place.type !== query.type) ||
        collator.compare(a.place.label, b.place.label) ||
        collator.compare(a.place.slug, b.place.slug),
    )
    .slice(0, limit)
    .map(({ place }) => place);
}

/**
 * The states closest to a slug that names none: its abbreviation first ("tx" is Texas), then by
 * edits, then by name; at most `limit`, none further than `allowedEdits`.
 */
export function closestStates(slug: string, limit = MAX_SUGGESTIONS): StateInfo[] {
  const limitEdits = allowedEdits(slug);
  return states
    .map((state) => ({ state, edits: state.abbreviation.toLowerCase() === slug ? -1 : editDistance(slug, state.slug, limitEdits) }))
    .filter(({ edits }) => edits <= limitEdits)
    .sort((a, b) => a.edits - b.edits || collator.compare(a.state.name, b.state.name))
    .slice(0, limit)
    .map(({ state }) => state);
}
