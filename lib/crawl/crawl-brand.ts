import { siteBrand } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';

/** The site brand of a crawler file's route (the `[brand]` segment only the proxy writes); undefined for any other. */
export async function crawlBrand(params: Promise<{ brand: string }>): Promise<SiteBrand | undefined> {
  return siteBrand((await params).brand);
}

/** Crawler files are the same for every visitor: caches may keep them an hour and serve them stale while they refresh. */
export const CRAWL_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
