import type { SiteBrand } from '@/lib/brand';
import { stateById } from '@/lib/geo/states';
import { hrefFor } from '@/lib/navigation';
import { searchRoute } from '@/lib/navigation';
import type { ListingDetail } from './listing-detail';

export interface Breadcrumb {
  /** Which crumb (its label comes from the messages or the listing). */
  level: 'home' | 'state' | 'county';
  href: string;
}

/** Home > the state's search > the county's search, in the brand's dialect; the listing itself comes last, unlinked. */
export function listingBreadcrumbs(brand: SiteBrand, l: Pick<ListingDetail, 'stateId' | 'countySlug'>): Breadcrumb[] {
  const home: Breadcrumb = { level: 'home', href: hrefFor(brand, { kind: 'home' }) };
  const state = stateById(l.stateId);
  if (!state) return [home];
  return [
    home,
    { level: 'state', href: hrefFor(brand, searchRoute({ state: state.slug })) },
    { level: 'county', href: hrefFor(brand, searchRoute({ state: state.slug, area: { type: 'county', slug: l.countySlug } })) },
  ];
}
