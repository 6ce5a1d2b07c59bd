import { propertyTypeBySlug } from '@/lib/domain/property-type';
import { listingSortSlug, type ListingSortId } from '@/lib/domain/sort-order';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import type { SearchRoute } from '@/lib/routing';
import { searchCriteriaSchema, NEAR_ME_RADIUS_MILES, type SearchCriteria } from './criteria';
import { decodeQuery } from './criteria-query';
import type { ResolvedLocation } from './resolve-location';

// A brand's search URL (route + query string) read back into criteria; the other direction is
// criteria-to-url.ts. The dialect turns routes into paths; this module never builds path strings.

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

/**
 * Criteria of a search URL. Unknown property-type or sort slugs make the URL invalid (404); bad query
 * parameters are dropped and reported, so the page can redirect to the URL of what remains.
 */
export function criteriaFromUrl(route: SearchRoute, query: URLSearchParams, location: ResolvedLocation): CriteriaFromUrl {
  const fromPath: Partial<SearchCriteria> = { ...locationCriteria(location), customSearch: route.custom, pageIndex: route.page };
  if (route.propertyType) {
    const type = propertyTypeBySlug(route.propertyType);
    if (!type) return { ok: false };
    fromPath.propertyTypes = [type.id];
  }
  if (route.sort) {
    const sort = sortBySlug.get(route.sort);
    if (sort === undefined) return { ok: false };
    fromPath.sortOrderId = sort;
  }
  if (route.nearMe) Object.assign(fromPath, { latitude: route.nearMe.lat, longitude: route.nearMe.long, isNearMeSearch: true });

  const { values, rejected } = decodeQuery(query);
  // The path wins over the query for what it carries.
  for (const key of Object.keys(fromPath)) delete values[key as keyof SearchCriteria];
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

export { criteriaToUrl, type PlaceSlugs, type SearchUrlParts } from './criteria-to-url';
