import type { SiteBrand } from '@/lib/brand/schema';
import { listingHref } from '@/lib/listings/detail/listing-url';
import { hrefFor } from '@/lib/navigation/links';
import type { ListingActionsProps } from './listing-actions';

/** The actions bar's props for a listing, every link built by the brand's dialect (server side, in the page). */
export function listingActionsProps(brand: SiteBrand, listing: { id: number; canonicalLocation: string }): ListingActionsProps {
  return {
    listingId: listing.id,
    pagePath: listingHref(brand, listing),
    flyerHref: hrefFor(brand, { kind: 'flyer', propertyId: listing.id }),
    loginHref: hrefFor(brand, { kind: 'login' }),
    // No sign-up route exists: the login page in sign-up mode, as the header links it.
    signUpHref: hrefFor(brand, { kind: 'login' }, { mode: 'signup' }),
  };
}
