import { RouterLink } from '@/components/ui/router-link';
import type { LinkProps } from '@/components/ui/link-props';

/**
 * A link that moves within the search view (a result's title, the place breadcrumbs): a client
 * navigation (docs/search.md), so the map stays and Back returns to the results as they were. Fetched
 * when followed, not when in view (docs/architecture.md "Links"). The search page's `SearchPlacard` uses
 * it and hands it to the shared breadcrumbs, so other pages' placards and breadcrumbs stay plain anchors.
 */
export function SearchLink({ href, className, children }: LinkProps) {
  return <RouterLink href={href} className={className}>{children}</RouterLink>;
}
