import { RouterLink } from '@/components/ui/router-link';
import type { LinkProps } from '@/components/ui/link-props';

/**
 * A link that moves within the search view (a result's title, the place breadcrumbs): a client
 * navigation (docs/search.md), so the map stays and Back returns to the results as they were. Fetched
 * when followed, not when in view (docs/architecture.md "Links"). Components shared with other pages
 * (the placard, the breadcrumbs) take it as a prop, so those pages load no link component.
 */
export function SearchLink({ href, className, children }: LinkProps) {
  return <RouterLink href={href} className={className}>{children}</RouterLink>;
}
