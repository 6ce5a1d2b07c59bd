import { propertyTypeById } from '@/lib/domain/property-type';
import { ListingSort, listingSortSlug } from '@/lib/domain/sort-order';
import type { Area, SearchRoute } from '@/lib/routing/route';
import { roundCoordinate } from '@/lib/routing/search-segments';
import type { SearchCriteria } from './criteria';
import { encodeQuery } from './criteria-encode';
import { NEAR_ME_RADIUS_MILES } from './criteria-values';

// Criteria -> a brand's search URL parts (route + query). Pure and schema-free: the browser builds the
// next search's URL with it; reading a URL back is criteria-url.ts.

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

/** The route and query of criteria; `place` holds the slugs of its single state/area, when it has one. */
export function criteriaToUrl(criteria: SearchCriteria, place: PlaceSlugs): SearchUrlParts {
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
  const sortSlug = criteria.sortOrderId === ListingSort.DEFAULT ? null : listingSortSlug[criteria.sortOrderId];
  if (sortSlug) route.sort = sortSlug;
  const withoutDefaultRadius =
    criteria.isNearMeSearch && criteria.radius === NEAR_ME_RADIUS_MILES ? { ...criteria, radius: undefined } : criteria;
  return { route, query: encodeQuery(withoutDefaultRadius, carried) };
}
