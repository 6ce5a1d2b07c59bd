import type { SiteBrand } from '@/lib/brand/schema';
import type { SearchCriteria } from './criteria';
import { placeSlugs } from './place-slugs';
import { searchHref } from './search-href';

/** The brand's URL for criteria, looking up the slugs of its place. */
export async function searchUrl(brand: SiteBrand, criteria: SearchCriteria): Promise<string> {
  return searchHref(brand, criteria, await placeSlugs(criteria));
}
