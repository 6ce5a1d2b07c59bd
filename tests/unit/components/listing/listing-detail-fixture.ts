import type { ListingDetail, ListingHistoryEvent } from '@/lib/listings/detail/listing-detail';

const event = (kind: ListingHistoryEvent['kind'], at: string, over: Partial<ListingHistoryEvent> = {}): ListingHistoryEvent => ({
  kind, at, price: null, previousPrice: null, marketStatus: null, previousMarketStatus: null, ...over,
});

/** A premium listing as getListingDetail returns it, listed at $270,000, cut to $250,000, then under contract. */
export const detail: ListingDetail = {
  id: 4321, siteListingId: 4_004_321, externalSourceId: null, partnerId: null, accountId: 5, listingLevel: 23, upgradeLevelId: 0,
  isShowcase: false, saleType: 1, marketStatus: 1, price: 250_000, acres: 40, pricePerAcre: 6250, salesPrice: null, soldDate: null,
  title: '40 Acres on Sandy Creek in Llano County, TX', description: 'Rolling hills with live oaks.\n\nA wet-weather creek crosses the back.',
  address1: '1200 County Road 102', address2: null, zip: '78643', city: 'Llano', county: 'Llano County', countySlug: 'llano-county', countyId: 48299,
  stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', region: 'Hill Country', canonicalLocation: 'llano-county-texas', latitude: 30.75,
  longitude: -98.68, propertyTypes: 128 | 4, activityTypes: (1 << 8) | (1 << 6), amenityTypes: 0, farmTypes: 0, homeTypes: 0,
  beds: null, baths: null, homeSqft: null, hasHouse: false, hasVideo: false, hasVirtualTour: false, hasCustomMap: false, mineralRights: false,
  ownerFinancing: false, dateListed: '2026-01-10T16:00:00.000Z', updatedAt: '2026-03-01T16:00:00.000Z', priceChangeAmount: -20_000,
  priceChangedAt: '2026-03-01T16:00:00.000Z', media: { photos: [], video: null, tour: null, documents: [] },
  history: [
    event('listed', '2026-01-10T16:00:00.000Z', { price: 270_000, marketStatus: 1 }),
    event('price', '2026-03-01T16:00:00.000Z', { price: 250_000, previousPrice: 270_000 }),
  ],
  broker: {
    accountId: 5, contactName: 'Jolene Greer', companyName: 'Hill Country Land', phone: '(512) 555-0100', websiteUrl: 'https://hillcountry.example',
    portraitDocumentId: 77, logoDocumentId: 78, memberType: 'Broker', isFree: false, isActive: true,
  },
};

export function listing(over: Partial<ListingDetail> = {}): ListingDetail {
  return { ...detail, ...over };
}
