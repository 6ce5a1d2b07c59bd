import type { ListingTierId, UpgradeLevelId, MarketStatusId } from '@/lib/domain';
import type { ListingMediaSet } from '@/lib/listings/media/listing-media';

// Everything the listing page (and its flyer, Open Graph image, JSON-LD and lead form) knows about one
// listing, as read by lib/listings/detail. Display rules stay in their own modules (price display,
// placard view); this is data.

/** One entry of the listing's history (listing_events): listed, a price change or a status change. */
export interface ListingHistoryEvent {
  kind: 'listed' | 'price' | 'status';
  /** ISO timestamp. */
  at: string;
  price: number | null;
  previousPrice: number | null;
  marketStatus: MarketStatusId | null;
  previousMarketStatus: MarketStatusId | null;
}

/** The broker (member account) a listing belongs to, as the broker block and the lead form need it. */
export interface ListingBroker {
  accountId: number;
  contactName: string | null;
  companyName: string | null;
  /** Preferred phone, else office phone; digits and punctuation as stored. */
  phone: string | null;
  websiteUrl: string | null;
  portraitDocumentId: number | null;
  logoDocumentId: number | null;
  memberType: string;
  /** The account's standing: a free or inactive account takes no leads (lib/leads/contact-rules.ts). */
  isFree: boolean;
  isActive: boolean;
}

export interface ListingDetail {
  id: number;
  siteListingId: number | null;
  externalSourceId: string | null;
  partnerId: number | null;
  accountId: number;
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  isShowcase: boolean;
  saleType: number;
  marketStatus: MarketStatusId;
  /** SPEC §5: 2 means auction; null means contact for price. */
  price: number | null;
  acres: number;
  pricePerAcre: number | null;
  salesPrice: number | null;
  /** YYYY-MM-DD. */
  soldDate: string | null;
  title: string;
  /** Plain text as the broker wrote it; never rendered as HTML. */
  description: string;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  /** The county's full name: "Llano County", "Orleans Parish". */
  county: string;
  /** The county's URL slug ("llano-county"), for links to its search. */
  countySlug: string;
  countyId: number;
  stateId: number;
  stateName: string;
  stateAbbreviation: string;
  region: string | null;
  canonicalLocation: string;
  latitude: number;
  longitude: number;
  /** Bit flags of lib/domain property types and activities. */
  propertyTypes: number;
  activityTypes: number;
  /** Bit flags of lib/domain RegionType, FarmType and HomeType (the features section). */
  amenityTypes: number;
  farmTypes: number;
  homeTypes: number;
  beds: number | null;
  baths: number | null;
  homeSqft: number | null;
  hasHouse: boolean;
  hasVideo: boolean;
  hasVirtualTour: boolean;
  hasCustomMap: boolean;
  mineralRights: boolean;
  ownerFinancing: boolean;
  /** ISO timestamps. */
  dateListed: string;
  updatedAt: string;
  priceChangeAmount: number | null;
  priceChangedAt: string | null;
  media: ListingMediaSet;
  history: ListingHistoryEvent[];
  broker: ListingBroker;
}
