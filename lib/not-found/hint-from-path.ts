import { stateByAbbreviation, stateBySlug } from '@/lib/geo/states';
import { canonicalize, canonicalizeFor, dialects, isSlug, joinPath, splitPath, type DialectName, type Route } from '@/lib/routing';
import { closestStates } from './closest-places';
import type { NotFoundHint } from './hint';

// The proxy's reading of a URL that answers 404 (docs/not-found.md): what the brand's 404 page can
// help with. Pure, cheap and database-free: it runs in the proxy, and only on 404s.

/** What a URL the dialect reads names that may not exist: a place of a state, or a listing id. */
export function hintOfRoute(route: Route): NotFoundHint | null {
  switch (route.kind) {
    case 'search':
      // The dialects read only real states; a zip that does not exist has no near spelling to offer.
      return route.state && route.area && route.area.type !== 'zip' ? { kind: 'place', state: route.state, type: route.area.type, area: route.area.slug } : null;
    case 'landing': {
      if (route.level !== 'county') return null;
      const state = stateByAbbreviation(route.stateAbbreviation);
      return state ? { kind: 'place', state: state.slug, type: 'county', area: `${route.county}-${route.countyKind.toLowerCase()}` } : null;
    }
    case 'property':
      return { kind: 'listing', id: route.id, location: route.location };
    case 'listing-by-id':
      return { kind: 'listing', id: route.id };
    case 'flyer':
      return { kind: 'listing', id: route.propertyId };
    default:
      return null;
  }
}

/** A real state put where a path names its state, to learn whether a segment stands in a state's place. */
const PROBE_STATE = 'texas';
const LAND_FOR_SALE = '-land-for-sale';

function namesProbeState(route: Route | undefined): boolean {
  if (route?.kind === 'search') return route.state === PROBE_STATE;
  return route?.kind === 'landing' && route.level === 'state' && route.state === PROBE_STATE;
}

/**
 * The slug a path gives where the dialect expects a state, when it is no state ("texsa" in
 * `/texsa-land-for-sale/`, farm's `/search/texsa/`, the land site's `/Texsa`): the path reads as a
 * search or a state's landing page once a real state stands there. Only the first two segments can
 * hold a state in any dialect.
 */
export function unknownStateOf(dialect: DialectName, pathname: string): string | null {
  const split = splitPath(pathname);
  if (!split) return null;
  const segments = split.segments.map((segment) => segment.toLowerCase());
  for (const [at, segment] of segments.slice(0, 2).entries()) {
    const suffix = segment.endsWith(LAND_FOR_SALE) ? LAND_FOR_SALE : '';
    const name = segment.slice(0, segment.length - suffix.length);
    if (!isSlug(name) || stateBySlug(name)) continue;
    const probe = segments.with(at, `${PROBE_STATE}${suffix}`);
    if (namesProbeState(canonicalize(dialects[dialect], joinPath(probe, dialects[dialect].trailingSlash))?.route)) return name;
  }
  return null;
}

/**
 * The hint for a path that answers 404 on a brand with `dialect`: a place or listing the dialect reads,
 * else a state slug near enough to a real state to offer one (so unrelated paths share the plain 404).
 */
export function notFoundHint(dialect: DialectName, pathname: string): NotFoundHint | null {
  const read = canonicalizeFor(dialect, pathname);
  if (read) return hintOfRoute(read.route);
  const state = unknownStateOf(dialect, pathname);
  return state && closestStates(state).length > 0 ? { kind: 'state', state } : null;
}
