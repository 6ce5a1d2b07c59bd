import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { dataLayerListing } from '@/lib/analytics';
import type { SiteBrand } from '@/lib/brand';
import { loanCalculatorHref } from '@/lib/finance';
import { brokerProfileHref, listingBreadcrumbs, type ListingDetail } from '@/lib/listings/detail';
import type { ListingPlacard } from '@/lib/listings/placard';
import { BrokerCard } from './broker-card';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { ListingDescription } from './listing-description';
import { ListingDocuments } from './listing-documents';
import { ListingFacts } from './listing-facts';
import { ListingFeatures } from './listing-features';
import { ListingHeader } from './listing-header';
import { ListingHistory } from './listing-history';
import { RecentlyViewed } from './recently-viewed';
import { SimilarListings } from './similar-listings';

export interface ListingPageProps {
  brand: SiteBrand;
  listing: ListingDetail;
  /** similarListings(listing): placards below the details. */
  similar: readonly ListingPlacard[];
  /** Render time: days on market count to it. */
  now: Date;
  /** Photos, video, tour and map buttons (components/listing/gallery): first, edge to edge on phones. */
  gallery?: ReactNode;
  /** Share, report, like, flyer (components/listing/actions): a row under the title. */
  actions?: ReactNode;
  /**
   * The contact-broker card (components/listing/contact), only for a listing that takes leads: from the
   * tablet breakpoint a sticky right column beside the photos, on phones after the key facts.
   */
  contact?: ReactNode;
  /** The phones' fixed contact bar (contact-bar.tsx), with the card: the page ends above it. */
  contactBar?: ReactNode;
  /** Property and local maps (components/listing/maps): after the description, features and documents. */
  maps?: ReactNode;
  /** Phone reveal and website link (components/listing/broker BrokerActions): inside the broker block. */
  brokerActions?: ReactNode;
  /** JSON-LD RealEstateListing and breadcrumb data (lib/listings/seo): rendered first, invisible. */
  structuredData?: ReactNode;
  /** Modals and invisible browser islands (view tracker, report/share dialogs): rendered once at the end. */
  overlays?: ReactNode;
}

/**
 * The listing detail page (SPEC §2.1): breadcrumbs, then the photos, and right under them the price
 * block, title and actions, so price, acres and price per acre share the first screen with the first
 * photo (1366x768 and 390x844). From the tablet breakpoint a listing that takes leads gets a right column
 * beside the photos holding the contact card, sticky while the page scrolls; the details (facts, broker,
 * description, features, documents, maps, history) run down the left. On phones one column, the card
 * after the key facts and a contact bar fixed to the bottom. Similar and recently viewed listings run
 * full width below. Every part another module owns is a slot, so this file only decides order and layout.
 */
export function ListingPage(props: ListingPageProps) {
  const { brand, listing, similar, now, contact } = props;
  const t = useTranslations('listing');
  return (
    <article className="mx-auto max-w-screen-xl px-4 pb-12" data-route-kind="property" data-listing-id={listing.id}>
      {props.structuredData}
      <ListingBreadcrumbs crumbs={listingBreadcrumbs(brand, listing)} stateName={listing.stateName} county={listing.county} title={listing.title} />
      <div className={clsx('grid grid-cols-1 gap-x-8', contact && 'lg:grid-cols-[minmax(0,1fr)_22rem]')} data-testid="listing-columns">
        <div className="min-w-0 lg:col-start-1">
          <div className="-mx-4 md:mx-0">{props.gallery}</div>
          <ListingHeader listing={listing} actions={props.actions} calculatorHref={loanCalculatorHref(brand, listing)} />
          <ListingFacts listing={listing} />
        </div>
        {contact && (
          // A plain column: the card is the complementary landmark itself.
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1" data-testid="listing-aside">
            {/* Sticky below the top of the window; a card taller than a short window scrolls inside itself. */}
            <div className="pt-6 lg:sticky lg:top-4 lg:max-h-[calc(100svh-2rem)] lg:overflow-y-auto lg:pt-0">{contact}</div>
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <BrokerCard listing={listing} profileHref={brokerProfileHref(brand, listing.broker)} actions={props.brokerActions} className="mt-6 lg:mt-8" />
          <ListingDescription description={listing.description} />
          <ListingFeatures listing={listing} />
          <ListingDocuments documents={listing.media.documents} listing={dataLayerListing(listing)} />
          {props.maps}
          <ListingHistory listing={listing} now={now} />
        </div>
      </div>
      <SimilarListings brand={brand} listings={similar} />
      <RecentlyViewed listingId={listing.id} heading={t('recentlyViewed.heading')} />
      {/* The bar opens the card's modal, so it never comes without the card. */}
      {contact && props.contactBar}
      {props.overlays}
    </article>
  );
}
