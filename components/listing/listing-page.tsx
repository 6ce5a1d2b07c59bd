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
  /** Photos, video, tour and map buttons (components/listing/gallery): full width above the title. */
  gallery?: ReactNode;
  /** Share, report, like, flyer (components/listing/actions): beside the title. */
  actions?: ReactNode;
  /** The contact-broker card (components/listing/contact): sticky beside the details on desktop, after the key facts on phones. */
  contact?: ReactNode;
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
 * The listing detail page (SPEC §2.1): breadcrumbs, gallery, then two columns from the tablet
 * breakpoint: title, price and facts, description, features, documents, maps and history on the left;
 * the contact card and broker block on the right, sticky. On phones one column, the contact card right
 * after the key facts. Similar and recently viewed listings run full width below. Every part another
 * module owns is a slot, so this file only decides the order and the layout.
 */
export function ListingPage(props: ListingPageProps) {
  const { brand, listing, similar, now } = props;
  const t = useTranslations('listing');
  const broker = <BrokerCard listing={listing} profileHref={brokerProfileHref(brand, listing.broker)} actions={props.brokerActions} />;
  return (
    <article className="mx-auto max-w-screen-xl px-4 pb-12" data-route-kind="property" data-listing-id={listing.id}>
      {props.structuredData}
      <ListingBreadcrumbs crumbs={listingBreadcrumbs(brand, listing)} stateName={listing.stateName} county={listing.county} title={listing.title} />
      {props.gallery}
      <div className="grid grid-cols-1 gap-x-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 lg:col-start-1">
          <ListingHeader listing={listing} actions={props.actions} calculatorHref={loanCalculatorHref(brand, listing)} />
          <ListingFacts listing={listing} />
        </div>
        <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1" data-testid="listing-aside">
          <div className="space-y-4 pb-8 lg:sticky lg:top-4 lg:pt-6">
            {props.contact}
            {broker}
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <ListingDescription description={listing.description} />
          <ListingFeatures listing={listing} />
          <ListingDocuments documents={listing.media.documents} listing={dataLayerListing(listing)} />
          {props.maps}
          <ListingHistory listing={listing} now={now} />
        </div>
      </div>
      <SimilarListings brand={brand} listings={similar} />
      <RecentlyViewed listingId={listing.id} heading={t('recentlyViewed.heading')} />
      {props.overlays}
    </article>
  );
}
