import { dialects } from '@/lib/routing';
import type { SearchCriteria } from './criteria';
import { urlFromCriteria, type SearchUrlContext } from './url-from-criteria';

// The search page's location box moves the search to another place and keeps what the visitor chose
// besides the place (docs/search.md, "Steering from the results"). Browser code: no schema, no database.

/**
 * The criteria with no place: no state, county, city, region, zip or lake, no listing id, no map box,
 * drawn area or near-me point (with its radius), from the first page. Everything else stays: property
 * types, custom segments, price, acres, home and listing filters, keywords, features, activities,
 * sale types, statuses, broker and sort.
 */
export function withoutPlace(criteria: SearchCriteria): SearchCriteria {
  return {
    ...criteria,
    stateId: undefined, stateName: undefined, stateAbbreviation: undefined,
    countyIdList: [], countyName: undefined, cityIdList: [], cityName: undefined,
    regionIdList: [], regionName: undefined, zip: undefined, lakeIdList: [], propertyId: undefined,
    mapBounds: undefined, mapZoom: undefined, encodedMapCoordinates: undefined,
    latitude: undefined, longitude: undefined, radius: undefined, isNearMeSearch: undefined,
    pageIndex: 0,
  };
}

/**
 * Where a location suggestion takes a visitor on a search page: a place (its search URL, read back
 * with the brand's dialect) keeps the page's other criteria; anything else (a listing, a broker, a
 * national search) opens its own page as the suggestion says.
 */
export function steeredHref(context: Pick<SearchUrlContext, 'dialect'>, criteria: SearchCriteria, suggestionHref: string): string {
  const path = suggestionHref.split(/[?#]/, 1)[0] ?? '';
  const route = dialects[context.dialect].parse(path);
  if (route?.kind !== 'search' || !route.state) return suggestionHref;
  return urlFromCriteria({ dialect: context.dialect, place: { state: route.state, area: route.area } }, withoutPlace(criteria));
}
