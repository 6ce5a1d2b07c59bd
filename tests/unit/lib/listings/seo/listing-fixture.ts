import type { ListingDetail } from '@/lib/listings/detail/listing-detail';

/** One listing as lib/listings/detail reads it, for the SEO, flyer and Open Graph tests. */
export function listingFixture(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: 4242, siteListingId: null, externalSourceId: null, partnerId: null, accountId: 55,
    listingLevel: 23, upgradeLevelId: 1, isShowcase: false, saleType: 1, marketStatus: 1,
    price: 425000, acres: 61.5, pricePerAcre: 6911, salesPrice: null, soldDate: null,
    title: '61 Acres on Sandy Creek', description: 'Rolling hills with live oaks,\n\na seasonal creek and a stock tank. Hunting and grazing.',
    address1: '1200 County Road 310', address2: null, zip: '78643', city: 'Llano', county: 'Llano County', countySlug: 'llano-county',
    countyId: 48299, stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', region: 'Hill Country', canonicalLocation: 'llano-county-tx',
    latitude: 30.7594, longitude: -98.6753, propertyTypes: 128 | 2, activityTypes: 0, amenityTypes: 0, farmTypes: 0, homeTypes: 0,
    beds: null, baths: null, homeSqft: null, hasHouse: false, hasVideo: false, hasVirtualTour: false, hasCustomMap: false,
    mineralRights: false, ownerFinancing: true, dateListed: '2026-05-02T15:00:00.000Z', updatedAt: '2026-11-01T09:30:00.000Z',
    priceChangeAmount: null, priceChangedAt: null,
    media: { photos: [{ documentId: 901, alt: 'Creek' }, { documentId: 902, alt: 'Hills' }], video: null, tour: null, documents: [] },
    history: [],
    broker: { accountId: 55, contactName: 'Jolene Greer', companyName: 'Hill Country Land', phone: '(512) 555-0100', websiteUrl: 'https://hcl.example', portraitDocumentId: null, logoDocumentId: null, memberType: 'Broker', isFree: false, isActive: true },
    ...overrides,
  };
}
