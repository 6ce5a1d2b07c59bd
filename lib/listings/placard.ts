import { sql } from 'drizzle-orm';
import type { ListingTierId, UpgradeLevelId, MarketStatusId } from '@/lib/domain';
import { stateById } from '@/lib/geo/states';

/** SPEC §3 "Listing placard" data, as stored; display rules live in lib/listings/placard-view.ts. */
export interface ListingPlacard {
  id: number;
  siteListingId: number | null;
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  isShowcase: boolean;
  marketStatus: MarketStatusId;
  saleType: number;
  soldDate: string | null;
  price: number | null;
  acres: number;
  beds: number | null;
  baths: number | null;
  homeSqft: number | null;
  title: string;
  description: string;
  address: string | null;
  city: string | null;
  county: string | null;
  stateCode: string;
  zip: string | null;
  canonicalLocation: string;
  latitude: number;
  longitude: number;
  imageIds: number[];
  priceChangeAmount: number | null;
  priceChangedAt: string | null;
  hasVideo: boolean;
  hasVirtualTour: boolean;
  hasCustomMap: boolean;
  accountId: number;
  brokerName: string | null;
  brokerCompany: string | null;
  brokerPhone: string | null;
  /** The listing's account, for SPEC §4's lead rule: a free or inactive account takes no leads. */
  broker: { isFree: boolean; isActive: boolean };
}

export interface PlacardRow extends Record<string, unknown> {
  id: string | number;
  site_listing_id: string | number | null;
  listing_level: number;
  upgrade_level_id: number;
  is_showcase: boolean;
  market_status: number;
  sale_type: number;
  sold_date: string | null;
  price: string | number | null;
  acres: string | number;
  beds: number | null;
  baths: string | number | null;
  home_sqft: number | null;
  title: string;
  description: string;
  address1: string | null;
  city_name: string | null;
  county_name: string | null;
  state_id: number;
  zip: string | null;
  canonical_location: string;
  latitude: number;
  longitude: number;
  image_ids: (string | number)[] | null;
  thumbnail_document_id: string | number | null;
  price_change_amount: string | number | null;
  price_changed_at: Date | string | null;
  has_video: boolean;
  has_virtual_tour: boolean;
  has_custom_map: boolean;
  account_id: string | number;
  broker_name: string | null;
  broker_company: string | null;
  broker_phone: string | null;
  broker_is_free: boolean | null;
  broker_is_active: boolean | null;
}

/** Columns over `listings l`, `accounts a`, `counties co`, `cities ci`. Up to 12 photos per listing. */
export const placardColumns = sql.raw(`l.id, l.site_listing_id, l.listing_level, l.upgrade_level_id, l.is_showcase,
  l.market_status, l.sale_type, l.sold_date::text as sold_date, l.price, l.acres, l.beds, l.baths, l.home_sqft, l.title,
  left(l.description, 300) as description, l.address1, ci.name as city_name, co.name as county_name, l.state_id, l.zip,
  l.canonical_location, l.latitude, l.longitude,
  array(select m.document_id from listing_media m where m.listing_id = l.id and m.kind = 'photo' and m.document_id is not null
        order by m.position limit 12) as image_ids, l.thumbnail_document_id,
  l.price_change_amount, l.price_changed_at, l.has_video, l.has_virtual_tour, l.has_custom_map, l.account_id,
  a.contact_name as broker_name, a.company_name as broker_company, coalesce(a.preferred_phone, a.office_phone) as broker_phone,
  a.is_free as broker_is_free, a.is_active as broker_is_active`);

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

/** The listing's photos in order; the thumbnail alone when it has no photo media. */
function imageIds(r: PlacardRow): number[] {
  const ids = (r.image_ids ?? []).map(Number);
  if (ids.length > 0 || r.thumbnail_document_id === null) return ids;
  return [Number(r.thumbnail_document_id)];
}

export function placardFromRow(r: PlacardRow): ListingPlacard {
  return {
    id: Number(r.id),
    siteListingId: num(r.site_listing_id),
    listingLevel: r.listing_level as ListingTierId,
    upgradeLevelId: r.upgrade_level_id as UpgradeLevelId,
    isShowcase: r.is_showcase,
    marketStatus: r.market_status as MarketStatusId,
    saleType: r.sale_type,
    soldDate: r.sold_date,
    price: num(r.price),
    acres: Number(r.acres),
    beds: r.beds,
    baths: num(r.baths),
    homeSqft: r.home_sqft,
    title: r.title,
    description: r.description,
    address: r.address1,
    city: r.city_name,
    county: r.county_name,
    stateCode: stateById(r.state_id)?.abbreviation ?? '',
    zip: r.zip,
    canonicalLocation: r.canonical_location,
    latitude: r.latitude,
    longitude: r.longitude,
    imageIds: imageIds(r),
    priceChangeAmount: num(r.price_change_amount),
    priceChangedAt: r.price_changed_at === null ? null : new Date(r.price_changed_at).toISOString(),
    hasVideo: r.has_video,
    hasVirtualTour: r.has_virtual_tour,
    hasCustomMap: r.has_custom_map,
    accountId: Number(r.account_id),
    brokerName: r.broker_name,
    brokerCompany: r.broker_company,
    brokerPhone: r.broker_phone,
    // No account row (the left join found none) takes no leads.
    broker: { isFree: r.broker_is_free ?? true, isActive: r.broker_is_active ?? false },
  };
}
