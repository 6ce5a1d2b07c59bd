import type { SiteBrand } from '@/lib/brand';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { ExploreSection } from '@/lib/routing';
import { DEAL_LOOKBACK_DAYS } from './explore-listings';

/** The explore page of a section (or the main one), in the brand's dialect. */
export const exploreHref = (brand: SiteBrand, section?: ExploreSection): string => hrefFor(brand, section ? { kind: 'explore', section } : { kind: 'explore' });

/** The search that shows all of what an explore page picks from. */
export function exploreSearchHref(brand: SiteBrand, section: ExploreSection): string {
  switch (section) {
    case 'listings':
      return hrefFor(brand, searchRoute({ sort: 'sort-newest' }));
    case 'auctions':
      return hrefFor(brand, searchRoute({ custom: ['auctions'] }));
    case 'deals':
      return hrefFor(brand, searchRoute(), { priceChangeType: 'reduction', priceChangeLookback: String(DEAL_LOOKBACK_DAYS) });
  }
}
