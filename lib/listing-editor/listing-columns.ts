import { Activity, HomeType, PropertyType, RegionType, SaleType } from '@/lib/domain';
import type { listings } from '@/lib/db/schema';
import type { DraftListing, PublishableListing } from './listing-form';

// The listing columns a seller's form decides (the rest, owner, tier, rank and dates, are the
// publisher's), from a publishable draft and the place the server resolved for its pin.

/** The place of a pin as the server resolved it (lib/listing-editor/resolve-place.ts). */
export interface ResolvedPlace {
  stateId: number;
  countyId: number;
  cityId: number | null;
  regionId: number | null;
  zip: string | null;
  /** The slug of the place in property URLs (SPEC "canonicalLocation"). */
  canonicalLocation: string;
}

/** SPEC §5 price display: 2 stands for an auction, no price for 'Contact for Price'. */
export const AUCTION_PRICE = 2;

const bits = <K extends string>(flags: Record<K, number>, names: readonly K[]) => names.reduce((mask, name) => mask | flags[name], 0);

export type SellerListingColumns = Pick<typeof listings.$inferInsert,
  | 'saleType' | 'price' | 'acres' | 'pricePerAcre' | 'title' | 'description' | 'address1' | 'zip' | 'stateId' | 'countyId'
  | 'cityId' | 'regionId' | 'canonicalLocation' | 'latitude' | 'longitude' | 'beds' | 'baths' | 'homeSqft' | 'hasHouse'
  | 'hasVideo' | 'hasVirtualTour' | 'mineralRights' | 'ownerFinancing' | 'ownerFinancingTerms' | 'propertyTypes'
  | 'activityTypes' | 'amenityTypes' | 'homeTypes'>;

/** The asking price as stored: the price, 2 for an auction, null for contact for price. */
export function storedPrice(asking: Pick<DraftListing['price'], 'asking' | 'price'>): number | null {
  if (asking.asking === 'auction') return AUCTION_PRICE;
  if (asking.asking === 'contact') return null;
  return asking.price ?? null;
}

/** Price per acre of a real asking price (not an auction, not contact for price), to the cent. */
export function pricePerAcreOf(price: number | null, acres: number): number | null {
  return price !== null && price > AUCTION_PRICE ? Math.round((price / acres) * 100) / 100 : null;
}

export function sellerListingColumns(listing: PublishableListing, place: ResolvedPlace): SellerListingColumns {
  const { price: asking, features, description, media } = listing;
  const price = storedPrice(asking);
  const house = features.hasHouse;
  return {
    saleType: asking.asking === 'auction' ? SaleType.AUCTION : SaleType.SALE,
    price,
    acres: asking.acres,
    pricePerAcre: pricePerAcreOf(price, asking.acres),
    title: description.title,
    description: description.description,
    address1: listing.place.address1 || null,
    zip: place.zip,
    stateId: place.stateId,
    countyId: place.countyId,
    cityId: place.cityId,
    regionId: place.regionId,
    canonicalLocation: place.canonicalLocation,
    latitude: Math.round(listing.place.latitude * 1e6) / 1e6,
    longitude: Math.round(listing.place.longitude * 1e6) / 1e6,
    hasHouse: house,
    beds: house ? (features.beds ?? null) : null,
    baths: house ? (features.baths ?? null) : null,
    homeSqft: house ? (features.homeSqft ?? null) : null,
    homeTypes: house ? bits(HomeType, features.homeTypes) : 0,
    hasVideo: media.videoUrl !== '',
    hasVirtualTour: media.tourUrl !== '',
    mineralRights: features.mineralRights,
    ownerFinancing: features.ownerFinancing,
    ownerFinancingTerms: features.ownerFinancing ? features.ownerFinancingTerms : null,
    propertyTypes: bits(PropertyType, asking.propertyTypes),
    activityTypes: bits(Activity, features.activities),
    amenityTypes: bits(RegionType, features.amenities),
  };
}
