import { db } from '@/lib/db/client';
import { popularSearches } from '@/lib/db/schema';
import type { SiteBrand } from '@/lib/brand/schema';
import type { SearchCriteria } from './criteria';
import { searchUrl } from './search-url';

/** Stores a search someone ran, with the brand's URL for it, for popular-search lists. */
export async function recordPopularSearch(brand: SiteBrand, criteria: SearchCriteria): Promise<void> {
  const path = await searchUrl(brand, criteria);
  await db().insert(popularSearches).values({ siteId: brand.siteId, criteria, path });
}
