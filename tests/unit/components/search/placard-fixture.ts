import type { ListingPlacard } from '@/lib/listings/placard';

/** An available premium placard of a paid, active broker: it takes leads (SPEC §4). */
export const placardFixture: ListingPlacard = {
  id: 42, siteListingId: null, listingLevel: 23, upgradeLevelId: 0, isShowcase: false, marketStatus: 1, saleType: 1, soldDate: null,
  price: 250_000, acres: 40, beds: null, baths: null, homeSqft: null, title: '40 Acres on Sandy Creek', description: '', address: null,
  city: 'Llano', county: 'Llano', stateCode: 'TX', zip: '78643', canonicalLocation: 'llano-county-tx', latitude: 30.7, longitude: -98.6,
  imageIds: [7, 8, 9], priceChangeAmount: null, priceChangedAt: null, hasVideo: false, hasVirtualTour: true, hasCustomMap: false,
  accountId: 5, brokerName: 'Jolene Greer', brokerCompany: 'Hill Country Land', brokerPhone: null, broker: { isFree: false, isActive: true },
};
