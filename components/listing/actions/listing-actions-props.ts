import { dataLayerListing, type DataLayerListingSource } from '@/lib/analytics';
import type { SiteBrand } from '@/lib/brand';
import { listingHref } from '@/lib/listings/detail/listing-url';
import { hrefFor } from '@/lib/navigation';
import type { ListingActionsProps } from './listing-actions';

type ActionsListing = DataLayerListingSource & { canonicalLocation: string; title: string };

/** The actions bar's props for a listing, every link built by the brand's dialect (server side, in the page). */
export function listingActionsProps(brand: SiteBrand, listing: ActionsListing): ListingActionsProps {
  return {
    listingId: listing.id,
    pagePath: listingHref(brand, listing),
    flyerHref: hrefFor(brand, { kind: 'flyer', propertyId: listing.id }),
    title: listing.title,
    dataLayer: dataLayerListing(listing),
  };
}
