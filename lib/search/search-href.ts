import type { SiteBrand } from '@/lib/brand/schema';
import type { DialectName } from '@/lib/routing';
import { dialects } from '@/lib/routing/dialect-table';
import type { SearchCriteria } from './criteria';
import { criteriaToUrl, type PlaceSlugs } from './criteria-to-url';

/**
 * What the browser needs to build any next search URL itself (filters, sort, page, map moves):
 * the brand's dialect and the slugs of the page's place. Pure: server and client share it.
 */
export interface SearchUrlContext {
  dialect: DialectName;
  place: PlaceSlugs;
}

/** The URL of criteria in a context: dialect path plus canonical query string. */
export function buildSearchHref(context: SearchUrlContext, criteria: SearchCriteria): string {
  const { route, query } = criteriaToUrl(criteria, context.place);
  const path = dialects[context.dialect].build(route);
  return query ? `${path}?${query}` : path;
}

/** The brand's URL for criteria whose place slugs are known. */
export function searchHref(brand: SiteBrand, criteria: SearchCriteria, place: PlaceSlugs): string {
  return buildSearchHref({ dialect: brand.urlDialect, place }, criteria);
}
