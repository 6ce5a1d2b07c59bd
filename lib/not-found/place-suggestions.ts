import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { cities, counties, regions } from '@/lib/db/schema';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { slugify } from '@/lib/geo/slug';
import { stateBySlug, type StateInfo } from '@/lib/geo/states';
import { searchRoute } from '@/lib/navigation';
import type { Area, SearchRoute } from '@/lib/routing';
import { reachable } from '@/lib/search/autocomplete';
import { closestPlaces, closestStates, MAX_SUGGESTIONS, type NamedPlace } from './closest-places';
import type { NotFoundHint } from './hint';

// "Did you mean" on the 404 page (docs/not-found.md): the real places nearest in spelling to the one a
// search URL named, each with the search it opens.

export interface PlaceSuggestion {
  label: string;
  /** The place's search; the page builds its link with the brand's dialect. */
  route: SearchRoute;
}

/** Every county, city and region of a state, as its search URLs name them (a few thousand rows at most). */
export async function placesOf(state: StateInfo): Promise<NamedPlace[]> {
  const [countyRows, cityRows, regionRows] = await Promise.all([
    db().select({ slug: counties.slug, name: counties.name, kind: counties.kind }).from(counties).where(eq(counties.stateId, state.id)),
    db().select({ slug: cities.slug, name: cities.name }).from(cities).where(eq(cities.stateId, state.id)),
    db().select({ slug: regions.slug, name: regions.name }).from(regions).where(eq(regions.stateId, state.id)),
  ]);
  const suffix = (kind: string) => `-${slugify(kind)}`;
  return [
    ...countyRows.map((c): NamedPlace => ({
      type: 'county', slug: c.slug, base: c.slug.endsWith(suffix(c.kind)) ? c.slug.slice(0, -suffix(c.kind).length) : c.slug,
      label: `${countyFullName(c.name, c.kind as CountyKind)}, ${state.abbreviation}`,
    })),
    ...cityRows.map((c): NamedPlace => ({ type: 'city', slug: c.slug, base: c.slug, label: `${c.name}, ${state.abbreviation}` })),
    ...regionRows.map((r): NamedPlace => ({ type: 'region', slug: r.slug, base: r.slug, label: `${r.name}, ${state.abbreviation}` })),
  ];
}

/**
 * The search of a place, or null when no dialect would read its URL back as that place. A county whose
 * slug reads as a city in a URL (Virginia's independent cities, "richmond-city") is searched as one:
 * the search page takes such a city for the county it is (lib/search/resolve-location.ts).
 */
function placeRoute(state: StateInfo, place: NamedPlace): SearchRoute | null {
  const areas: Area[] = place.type === 'county' ? [{ type: 'county', slug: place.slug }, { type: 'city', slug: place.slug }] : [{ type: place.type, slug: place.slug }];
  return areas.map((area) => searchRoute({ state: state.slug, area })).find(reachable) ?? null;
}

const stateSuggestions = (slug: string): PlaceSuggestion[] => closestStates(slug).map((state) => ({ label: state.name, route: searchRoute({ state: state.slug }) }));

/** At most MAX_SUGGESTIONS places (or states, for a state that does not exist) for a hint, best first. */
export async function placeSuggestions(hint: NotFoundHint): Promise<PlaceSuggestion[]> {
  if (hint.kind === 'listing') return [];
  const state = stateBySlug(hint.state);
  if (hint.kind === 'state' || !state) return stateSuggestions(hint.state);
  const places = await placesOf(state);
  return closestPlaces({ type: hint.type, slug: hint.area }, places, places.length)
    .flatMap((place) => {
      const route = placeRoute(state, place);
      return route ? [{ label: place.label, route }] : [];
    })
    .slice(0, MAX_SUGGESTIONS);
}
