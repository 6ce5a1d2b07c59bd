import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import { brokerNameSlug } from '@/lib/routing';
import type { ListingPlacard } from '@/lib/listings/placard';

/** The listing's and its broker's pages, built by the brand's dialect. */
export function placardLinks(brand: SiteBrand, listing: ListingPlacard): { href: string; brokerHref: string } {
  return {
    href: hrefFor(brand, { kind: 'property', id: listing.id, location: listing.canonicalLocation }),
    brokerHref: hrefFor(brand, { kind: 'broker-profile', id: listing.accountId, name: brokerNameSlug(listing.brokerName, listing.brokerCompany) }),
  };
}
