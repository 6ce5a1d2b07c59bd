import { levelClass, type LevelClass } from '@/lib/domain';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';

// Browser-safe. SPEC §7 analytics events go to a data layer (`window.dataLayer`, read by the brand's tag
// manager when one is configured); records carry the account id, listing tier, price and acres, or on
// a broker's pages the account id and the page type.

export const dataLayerEvents = {
  listingViewed: 'listing viewed',
  clickToCall: 'click to call',
  clickToSeePhone: 'click to see phone',
  /** SPEC §7: clicks on the listing's website are logged and sent as events. */
  websiteClick: 'website click',
  leadGenerated: 'lead generated',
  /** SPEC §7 "lead ... viewed": the contact-broker form was opened. */
  leadViewed: 'lead viewed',
  /** SPEC §7 page views, with the SPEC §2.1 page type (`dataLayerPageTypes`). */
  pageView: 'page view',
  share: 'share',
  gallery: 'gallery',
  fileDownload: 'file download',
  /** SPEC §7 account events: a login (modal, login page) and a sign-up form that was taken. */
  signIn: 'sign in',
  signUp: 'sign up',
  /** SPEC §7 wishlist add/remove: a like or an unlike the server accepted (SPEC §4 Like). */
  wishlistAdd: 'wishlist add',
  wishlistRemove: 'wishlist remove',
  /** SPEC §7: a search saved from the search page. */
  searchSaved: 'search saved',
} as const;
export type DataLayerEventName = (typeof dataLayerEvents)[keyof typeof dataLayerEvents];

/** The listing facts every listing event carries (small: it is a prop of client islands). */
export interface DataLayerListing {
  listingId: number;
  accountId: number;
  /** SPEC §9 lowercase tier name (free, standard, premium, signature, showcase, gold, platinum, diamond). */
  listingTier: LevelClass;
  /** As stored: null for contact for price, 2 for auction (SPEC §5). */
  price: number | null;
  acres: number;
  beds: number | null;
  baths: number | null;
}

/** SPEC §2.1 page types tracked on the broker pages. */
export const dataLayerPageTypes = {
  brokerDetails: 'broker/member details',
  brokerDirectory: 'broker directory',
  brokerListings: 'broker listings',
} as const;
export type DataLayerPageType = (typeof dataLayerPageTypes)[keyof typeof dataLayerPageTypes];

/** What every event of a broker's own page carries (its profile, its listings, its card in the directory). */
export interface DataLayerBroker {
  accountId: number;
  pageType: DataLayerPageType;
}

/** What an event is about: a listing, or a broker on one of the broker pages. */
export type DataLayerSubject = DataLayerListing | DataLayerBroker;

export type DataLayerValue = string | number | boolean | null;

export interface DataLayerRecord extends Partial<DataLayerListing>, Partial<DataLayerBroker> {
  event: DataLayerEventName;
  [key: string]: DataLayerValue | undefined;
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** What a listing event needs of a listing: a listing page's detail and a search placard both have it. */
export type DataLayerListingSource = Pick<ListingDetail, 'id' | 'accountId' | 'listingLevel' | 'upgradeLevelId' | 'isShowcase' | 'price' | 'acres' | 'beds' | 'baths'>;

export function dataLayerListing(listing: DataLayerListingSource): DataLayerListing {
  return {
    listingId: listing.id,
    accountId: listing.accountId,
    listingTier: levelClass(listing.listingLevel, listing.upgradeLevelId, listing.isShowcase),
    price: listing.price,
    acres: listing.acres,
    beds: listing.beds,
    baths: listing.baths,
  };
}

/**
 * Pushes one event (`{ event, ...subject, ...extra }`) onto `window.dataLayer`, creating it if no tag
 * manager has yet. `extra` adds event details (e.g. `{ method: 'email' }` for share, `{ slide: 3 }`)
 * and never overwrites the event name or the subject's facts.
 */
export function pushDataLayerEvent(event: DataLayerEventName, subject?: DataLayerSubject, extra: Readonly<Record<string, DataLayerValue>> = {}): DataLayerRecord {
  const record: DataLayerRecord = { ...extra, ...subject, event };
  if (typeof window !== 'undefined') (window.dataLayer ??= []).push(record);
  return record;
}

/**
 * SPEC §7 page view of a broker page: `{ event: 'page view', pageType, ...details }`. The directory
 * calls it with 'broker directory' (and what it shows, e.g. `{ state: 'TX', memberType: 'Agent' }`);
 * a broker's own pages pass its account id in `details`.
 */
export function pushPageView(pageType: DataLayerPageType, details: Readonly<Record<string, DataLayerValue>> = {}): DataLayerRecord {
  return pushDataLayerEvent(dataLayerEvents.pageView, undefined, { ...details, pageType });
}
