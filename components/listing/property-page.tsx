import type { SiteBrand } from '@/lib/brand';
import { dataLayerListing } from '@/lib/analytics';
import { listingContact } from '@/lib/leads';
import type { ListingDetail } from '@/lib/listings/detail';
import type { ListingMapPlace, MapTown } from '@/lib/listings/media';
import type { MarkerColors } from '@/lib/map';
import type { ListingPlacard } from '@/lib/listings/placard';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { ListingActions } from './actions/listing-actions';
import { listingActionsProps } from './actions/listing-actions-props';
import { BrokerActions } from './broker/broker-actions';
import { ListingViewTracker } from './broker/listing-view-tracker';
import { ContactBar } from './contact-bar';
import { ContactCard } from './contact/contact-card';
import { LeadFormPlaceholder } from './contact/lead-form-placeholder';
import { ListingGallery } from './gallery/listing-gallery';
import { ListingPage } from './listing-page';
import { ListingMapSection } from './maps/listing-map-section';
import { ListingJsonLd } from './seo/listing-json-ld';

export interface PropertyPageProps {
  brand: SiteBrand;
  listing: ListingDetail;
  similar: readonly ListingPlacard[];
  /** The county's larger towns (localMapTowns), read beside the similar listings. */
  towns: readonly MapTown[];
  now: Date;
}

/** Where the listing is, as its maps draw it: the parcel, its county and the county's larger towns. */
function mapPlace(listing: ListingDetail, towns: readonly MapTown[]): ListingMapPlace {
  const { latitude, longitude, countyId, stateId } = listing;
  return { latitude, longitude, countyId, stateId, towns };
}

/**
 * The listing page with every part filled in (server component): the gallery and its carousel, the
 * actions bar, the contact card and the phones' contact bar (only for listings that take leads, SPEC §4),
 * the maps, the broker's phone and website controls, JSON-LD and the browser-side view counter.
 * ListingPage owns the layout.
 */
const listingPageCopy = ['gallery', 'listingActions', 'map'];

export function PropertyPage({ brand, listing, similar, towns, now }: PropertyPageProps) {
  const place = mapPlace(listing, towns);
  const colors: MarkerColors = { primary: brand.theme.colors.primary, accent: brand.theme.colors.accent };
  const contact = listingContact(brand, listing);
  const record = dataLayerListing(listing);
  // The gallery's and the action bar's copy is this page's alone; the rest of the site does not carry it.
  return (
    <PageClientCopy extra={listingPageCopy}>
    <ListingPage
      brand={brand}
      listing={listing}
      similar={similar}
      now={now}
      structuredData={<ListingJsonLd brand={brand} listing={listing} />}
      gallery={<ListingGallery media={listing.media} title={listing.title} place={place} colors={colors} mapStyleUrl={brand.mapStyleUrl} />}
      actions={<ListingActions {...listingActionsProps(brand, listing)} />}
      contact={contact && <ContactCard contact={contact} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contact} />} />}
      contactBar={contact && <ContactBar contact={contact} phone={listing.broker.phone} listing={record} />}
      maps={<ListingMapSection place={place} title={listing.title} colors={colors} styleUrl={brand.mapStyleUrl} />}
      brokerActions={<BrokerActions listing={listing} />}
      overlays={<ListingViewTracker listing={record} />}
    />
    </PageClientCopy>
  );
}
