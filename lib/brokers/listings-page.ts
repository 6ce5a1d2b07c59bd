import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { RouteOf } from '@/lib/routing';
import type { SearchCriteria } from '@/lib/search/criteria';
import { brokerListingsCriteria } from '@/lib/search/criteria-from-url';
import { urlFromCriteria, type BrokerSlugs } from '@/lib/search/url-from-criteria';
import { listingsTarget, type BrokerProfile } from './broker-profile';

// A broker listings URL (land /member/{name}/{id}/listings/, farm /broker/{name}-{id}/land/, rec
// /profile/{name}/{id}/properties) read against the account it names: the search the page shows, or
// where the visitor goes instead. The search screen itself is components/search/search-results.tsx.

export type BrokerListingsPage =
  | { action: 'render'; criteria: SearchCriteria; broker: BrokerSlugs; /** The page's own canonical URL (path and query). */ href: string }
  | { action: 'redirect'; href: string; permanent: boolean }
  | { action: 'not-found' };

/**
 * 404 for an id no seller has; 308 to the account's own name slug (sort, page and query kept) and, for
 * an inactive broker, 308 to the profile; 307 to the URL without invalid query parameters, as a search
 * page does; else the broker's listings with the query's filters.
 */
export function brokerListingsPage(
  brand: SiteBrand,
  route: RouteOf<'broker-listings'> | null,
  query: string,
  profile: Pick<BrokerProfile, 'accountId' | 'contactName' | 'companyName' | 'isSeller' | 'isActive'> | null,
): BrokerListingsPage {
  const target = listingsTarget(route, profile);
  if (target.action === 'not-found' || !route) return { action: 'not-found' };
  if (target.action === 'redirect') {
    const keptQuery = target.route.kind === 'broker-listings' && query ? `?${query}` : '';
    return { action: 'redirect', permanent: true, href: `${hrefFor(brand, target.route)}${keptQuery}` };
  }
  const parsed = brokerListingsCriteria(route, new URLSearchParams(query));
  if (!parsed.ok) return { action: 'not-found' };
  const broker: BrokerSlugs = { id: route.id, name: route.name };
  const href = urlFromCriteria({ dialect: brand.urlDialect, place: {}, broker }, parsed.criteria);
  if (parsed.rejected.length > 0) return { action: 'redirect', permanent: false, href };
  return { action: 'render', criteria: parsed.criteria, broker, href };
}
