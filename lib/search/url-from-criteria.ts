import { propertyTypeById, ListingSort, listingSortSlug } from '@/lib/domain';
import type { DialectName } from '@/lib/routing';
import { dialects } from '@/lib/routing';
import type { Area, RouteOf, SearchRoute } from '@/lib/routing';
import { roundCoordinate } from '@/lib/routing';
import type { SearchCriteria } from './criteria';
import { NEAR_ME_RADIUS_MILES } from './criteria-values';
import { encodeQuery } from './search-query-codec';

// Criteria -> a brand's search URL. Pure and free of the schema and the database: the server and the
// browser build every next search's URL (filters, sort, page, map moves) with it. The other direction
// is criteria-from-url.ts; a server that knows only criteria looks up their place's slugs first
// (searchUrl, place-slugs.ts).

/** Slugs of the place a search names, looked up by the caller (see place-slugs.ts). */
export interface PlaceSlugs {
  state?: string;
  area?: Area;
}

export interface SearchUrlParts {
  route: SearchRoute;
  /** Query string without "?", "" when none. */
  query: string;
}

/** The broker of a broker listings page: its account id and SPEC §2.4 name slug. */
export interface BrokerSlugs {
  id: number;
  name: string;
}

/** What any next search URL of a page needs: the brand's dialect and the slugs of the page's place. */
export interface SearchUrlContext {
  dialect: DialectName;
  place: PlaceSlugs;
  /** On a broker's listings page: searches of that broker's listings stay on its path. */
  broker?: BrokerSlugs;
}

const sortSlugOf = (criteria: SearchCriteria): string | null =>
  criteria.sortOrderId === ListingSort.DEFAULT ? null : listingSortSlug[criteria.sortOrderId];

/** The route and query of criteria; `place` holds the slugs of its single state/area, when it has one. */
export function urlPartsFromCriteria(criteria: SearchCriteria, place: PlaceSlugs): SearchUrlParts {
  const carried = new Set<keyof SearchCriteria>(['customSearch', 'pageIndex', 'sortOrderId', 'isNearMeSearch']);
  const route: SearchRoute = { kind: 'search', custom: [...criteria.customSearch], page: criteria.pageIndex };
  if (place.state) {
    route.state = place.state;
    carried.add('stateId').add('stateName').add('stateAbbreviation');
    if (place.area) {
      route.area = place.area;
      const fields = { county: ['countyIdList', 'countyName'], city: ['cityIdList', 'cityName'], region: ['regionIdList', 'regionName'], zip: ['zip'] } as const;
      for (const field of fields[place.area.type]) carried.add(field);
    }
  }
  if (criteria.propertyTypes.length === 1) {
    const type = propertyTypeById(criteria.propertyTypes[0] ?? 0);
    if (type) {
      route.propertyType = type.slug;
      carried.add('propertyTypes');
    }
  }
  if (criteria.isNearMeSearch && criteria.latitude !== undefined && criteria.longitude !== undefined) {
    route.nearMe = { lat: roundCoordinate(criteria.latitude), long: roundCoordinate(criteria.longitude) };
    carried.add('latitude').add('longitude');
  }
  const sortSlug = sortSlugOf(criteria);
  if (sortSlug) route.sort = sortSlug;
  const withoutDefaultRadius =
    criteria.isNearMeSearch && criteria.radius === NEAR_ME_RADIUS_MILES ? { ...criteria, radius: undefined } : criteria;
  return { route, query: encodeQuery(withoutDefaultRadius, carried) };
}

/**
 * The route and query of a broker's listings: the broker, sort and page in the path, every other
 * criterion in the query. A near-me point has no place in this path, so its radius is written out.
 */
export function brokerListingsUrlParts(criteria: SearchCriteria, broker: BrokerSlugs): { route: RouteOf<'broker-listings'>; query: string } {
  const route: RouteOf<'broker-listings'> = { kind: 'broker-listings', id: broker.id, name: broker.name, page: criteria.pageIndex };
  const sortSlug = sortSlugOf(criteria);
  if (sortSlug) route.sort = sortSlug;
  const radius = criteria.isNearMeSearch ? (criteria.radius ?? NEAR_ME_RADIUS_MILES) : criteria.radius;
  return { route, query: encodeQuery({ ...criteria, radius }, new Set(['brokerId', 'pageIndex', 'sortOrderId'])) };
}

/** Criteria a broker listings path can hold: that broker's listings, without a state or custom segment (search paths only). */
const onBrokerPath = (criteria: SearchCriteria, broker: BrokerSlugs | undefined): broker is BrokerSlugs =>
  broker !== undefined && criteria.brokerId === broker.id && criteria.stateId === undefined && criteria.customSearch.length === 0;

/** The URL of criteria in a context: the dialect's path plus the canonical query string. */
export function urlFromCriteria(context: SearchUrlContext, criteria: SearchCriteria): string {
  const { route, query } = onBrokerPath(criteria, context.broker)
    ? brokerListingsUrlParts(criteria, context.broker)
    : urlPartsFromCriteria(criteria, context.place);
  const path = dialects[context.dialect].build(route);
  return query ? `${path}?${query}` : path;
}
