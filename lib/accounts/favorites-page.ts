import { z } from 'zod';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import { dialects, sameRoute, type RouteOf } from '@/lib/routing';
import { MarketStatus } from '@/lib/domain';
import { defaultCriteria, type SearchCriteria } from '@/lib/search/criteria';

// The favourites page (SPEC §2.2 /account/savedproperties/): the user's liked listings in the search
// screen's placards, with paging. Where the brand's dialect has the SPEC's path form,
// /account/savedproperties/{site}/page-{n} (the main land site), pages are paths; elsewhere the page
// index travels as `?page={n}` on /account/savedproperties/.

type FavoritesRoute = RouteOf<'account'> & { section: 'saved-properties' };

const firstPage = { kind: 'account', section: 'saved-properties', page: 0 } as const;
const pageQuery = z.coerce.number().int().min(0).max(100_000);

/** The link of page `pageIndex` (0-based, as SPEC §2.5 page-{n}) of the favourites. */
export function favoritesPageHref(brand: SiteBrand, pageIndex: number): string {
  if (pageIndex === 0) return hrefFor(brand, firstPage);
  const paged: FavoritesRoute = { ...firstPage, site: brand.key, page: pageIndex };
  const path = hrefFor(brand, paged);
  // Only a dialect that reads its own path back as the same page has the path form.
  return sameRoute(dialects[brand.urlDialect].parse(path), paged) ? path : hrefFor(brand, firstPage, { page: String(pageIndex) });
}

/** The page a request asks for: the path's page-{n}, else `?page=`, else the first. */
export function favoritesPageIndex(route: Pick<RouteOf<'account'>, 'site' | 'page'>, query: string | string[] | undefined): number {
  if (route.site !== undefined) return route.page;
  const parsed = pageQuery.safeParse(query);
  return parsed.success ? parsed.data : 0;
}

/**
 * The criteria of a favourites page. Every market status: a favourite that sold or went off the
 * market stays in the list with its status pill, so the user sees what became of it.
 */
export function favoritesCriteria(pageIndex: number): SearchCriteria {
  return defaultCriteria({ userSavedProperties: true, marketStatuses: Object.values(MarketStatus), pageIndex });
}
