import { propertyTypeBySlug, listingSortSlug, type ListingSortId } from '@/lib/domain';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { dialects, type DialectName, type Route, type RouteOf, type SearchRoute } from '@/lib/routing';
import { searchCriteriaSchema, NEAR_ME_RADIUS_MILES, type SearchCriteria } from './criteria';
import { resolveLocation, type ResolvedLocation } from './resolve-location';
import { decodeParameter, queryParameterField } from './search-query-codec';

// A brand's search URL (route + query string) read back into criteria, on the server: the route's
// place slugs become ids (resolve-location.ts), the rest of the path and every query parameter become
// fields, each checked by the criteria schema. The other direction is url-from-criteria.ts.

type Field = keyof SearchCriteria;

const shape = searchCriteriaSchema.shape;

export interface DecodedQuery {
  /** Criteria fields read from the query; each one valid on its own. */
  values: Partial<Record<Field, unknown>>;
  /** Parameters that were unknown, repeated or invalid, and were left out. */
  rejected: string[];
}

/** Reads every known parameter on its own, so one bad value drops only itself. */
export function decodeQuery(params: URLSearchParams): DecodedQuery {
  const values: Partial<Record<Field, unknown>> = {};
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    if (seen.has(name)) {
      rejected.push(name);
      continue;
    }
    seen.add(name);
    const field = queryParameterField(name);
    const parsed = field ? shape[field].safeParse(decodeParameter(name, raw)) : null;
    if (field && parsed?.success) values[field] = parsed.data;
    else rejected.push(name);
  }
  return { values, rejected };
}

const sortBySlug = new Map(
  Object.entries(listingSortSlug).flatMap(([id, slug]) => (slug ? [[slug, Number(id) as ListingSortId] as const] : [])),
);

export type CriteriaFromUrl =
  | { ok: true; criteria: SearchCriteria; /** Query parameters that were left out as invalid. */ rejected: string[] }
  | { ok: false };

/** Location of a resolved route (or a landing page's place) as criteria fields. */
export function locationCriteria(location: ResolvedLocation): Partial<SearchCriteria> {
  const out: Partial<SearchCriteria> = {};
  if (location.state) {
    out.stateId = location.state.id;
    out.stateName = location.state.name;
    out.stateAbbreviation = location.state.abbreviation;
  }
  if (location.county) {
    Object.assign(out, { countyIdList: [location.county.id], countyName: countyFullName(location.county.name, location.county.kind as CountyKind) });
  }
  if (location.city) Object.assign(out, { cityIdList: [location.city.id], cityName: location.city.name });
  if (location.region) Object.assign(out, { regionIdList: [location.region.id], regionName: location.region.name });
  if (location.zip) out.zip = location.zip;
  return out;
}

/** The sort a path names as a criteria field (none for no sort segment); null for a slug that is no listing sort. */
function pathSort(slug: string | undefined): { sortOrderId?: ListingSortId } | null {
  if (slug === undefined) return {};
  const sort = sortBySlug.get(slug);
  return sort === undefined ? null : { sortOrderId: sort };
}

/**
 * Criteria of a search URL whose place is resolved. Unknown property-type or sort slugs make the URL
 * invalid (404); bad query parameters are dropped and reported, so the page can redirect to the URL
 * of what remains.
 */
export function criteriaFromUrl(route: SearchRoute, query: URLSearchParams, location: ResolvedLocation): CriteriaFromUrl {
  const sort = pathSort(route.sort);
  if (!sort) return { ok: false };
  const fromPath: Partial<SearchCriteria> = { ...locationCriteria(location), customSearch: route.custom, pageIndex: route.page, ...sort };
  if (route.propertyType) {
    const type = propertyTypeBySlug(route.propertyType);
    if (!type) return { ok: false };
    fromPath.propertyTypes = [type.id];
  }
  if (route.nearMe) Object.assign(fromPath, { latitude: route.nearMe.lat, longitude: route.nearMe.long, isNearMeSearch: true });
  return criteriaFromPathAndQuery(fromPath, query);
}

/**
 * A broker listings page's URL as criteria: the broker, sort and page come from the path, every filter
 * from the query, read as a search's. The broker's name slug is the page's to check.
 */
export function brokerListingsCriteria(route: RouteOf<'broker-listings'>, query: URLSearchParams): CriteriaFromUrl {
  const sort = pathSort(route.sort);
  return sort ? criteriaFromPathAndQuery({ brokerId: route.id, pageIndex: route.page, ...sort }, query) : { ok: false };
}

/** The fields a path carries and the query's, checked together by the schema; bad query parameters are dropped and reported. */
function criteriaFromPathAndQuery(fromPath: Partial<SearchCriteria>, query: URLSearchParams): CriteriaFromUrl {
  const { values, rejected } = decodeQuery(query);
  // The path wins over the query for what it carries.
  for (const key of Object.keys(fromPath)) delete values[key as Field];
  let input: Record<string, unknown> = { ...values, ...fromPath };
  if (input.isNearMeSearch && input.radius === undefined) input.radius = NEAR_ME_RADIUS_MILES;
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = searchCriteriaSchema.safeParse(input);
    if (parsed.success) return { ok: true, criteria: parsed.data, rejected };
    // Cross-field problems (min above max, radius without a centre): drop the query fields involved.
    const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
    const droppable = [...fields].filter((f) => f in values);
    if (droppable.length === 0) return { ok: false };
    input = Object.fromEntries(Object.entries(input).filter(([k]) => !droppable.includes(k)));
    rejected.push(...droppable);
  }
  return { ok: false };
}

export type SearchUrlReading =
  | { ok: true; route: SearchRoute; location: ResolvedLocation; criteria: SearchCriteria; /** Query parameters dropped as invalid. */ rejected: string[] }
  | { ok: false };

/** A search route and its query as criteria: place slugs become ids here, once (null place or bad slug: not ok). */
export async function readSearchRoute(route: SearchRoute, query: URLSearchParams): Promise<SearchUrlReading> {
  const location = await resolveLocation(route);
  if (!location) return { ok: false };
  const parsed = criteriaFromUrl(route, query, location);
  return parsed.ok ? { ok: true, route, location, criteria: parsed.criteria, rejected: parsed.rejected } : { ok: false };
}

const SITE = 'http://search.invalid';

/** Text as a URL on this site (a path, with or without a query), or null for another origin or no URL at all. */
function onThisSite(text: string): URL | null {
  try {
    const url = new URL(text, SITE);
    return url.origin === SITE ? url : null;
  } catch {
    return null;
  }
}

async function readPath(dialect: DialectName, pathname: string, query: URLSearchParams): Promise<SearchUrlReading> {
  const route = dialects[dialect].parse(pathname);
  return route?.kind === 'search' ? readSearchRoute(route, query) : { ok: false };
}

/** A brand's public search URL (path and query, as the browser shows it) read back into criteria. */
export async function readSearchUrl(dialect: DialectName, url: string): Promise<SearchUrlReading> {
  const parsed = onThisSite(url);
  return parsed ? readPath(dialect, parsed.pathname, parsed.searchParams) : { ok: false };
}

/** The criteria of a page with a search screen: a search, or a broker's listings. */
async function readPageRoute(route: Route | null, query: URLSearchParams): Promise<CriteriaFromUrl> {
  if (route?.kind === 'broker-listings') return brokerListingsCriteria(route, query);
  return route?.kind === 'search' ? readSearchRoute(route, query) : { ok: false };
}

/**
 * The path of a page with a search screen (a search or a broker's listings) and its query given apart,
 * as the markers API takes them; a path with a query or fragment of its own is no such page.
 */
export async function readSearchPath(dialect: DialectName, path: string, query: URLSearchParams): Promise<CriteriaFromUrl> {
  const parsed = onThisSite(path);
  return parsed && !parsed.search && !parsed.hash ? readPageRoute(dialects[dialect].parse(parsed.pathname), query) : { ok: false };
}
