import type { SiteBrand } from '@/lib/brand/schema';
import { hrefFor } from '@/lib/navigation/links';
import type { SearchCriteria } from './criteria';
import { criteriaToUrl } from './criteria-url';
import { placeSlugs } from './place-slugs';

/** The brand's URL for criteria: path from the brand's dialect, plus the query string. */
export async function searchUrl(brand: SiteBrand, criteria: SearchCriteria): Promise<string> {
  const { route, query } = criteriaToUrl(criteria, await placeSlugs(criteria));
  const path = hrefFor(brand, route);
  return query ? `${path}?${query}` : path;
}
