import type { SiteBrand } from '@/lib/brand/schema';
import { hrefFor } from '@/lib/navigation/links';
import type { SearchCriteria } from './criteria';
import { criteriaToUrl, type PlaceSlugs } from './criteria-url';

/** The brand's URL for criteria whose place slugs are known: dialect path plus query string. */
export function searchHref(brand: SiteBrand, criteria: SearchCriteria, place: PlaceSlugs): string {
  const { route, query } = criteriaToUrl(criteria, place);
  const path = hrefFor(brand, route);
  return query ? `${path}?${query}` : path;
}
