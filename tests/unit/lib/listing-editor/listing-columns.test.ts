import { describe, expect, it } from 'vitest';
import { Activity, PropertyType, RegionType, SaleType } from '@/lib/domain';
import { draftListingSchema, type PublishableListing } from '@/lib/listing-editor';
import { AUCTION_PRICE, pricePerAcreOf, sellerListingColumns, storedPrice, type ResolvedPlace } from '@/lib/listing-editor/listing-columns';
import { listingToForm } from '@/lib/listing-editor/listing-to-form';
import type { listings } from '@/lib/db/schema';

const place: ResolvedPlace = { stateId: 48, countyId: 48299, cityId: 7, regionId: 3, zip: '78643', canonicalLocation: 'llano-county-texas' };

function listing(overrides: Record<string, unknown> = {}): PublishableListing {
  return draftListingSchema.parse({
    place: { stateId: 48, countyId: 48299, city: 'Llano', zip: '78643', latitude: 30.7512345678, longitude: -98.6754321 },
    price: { asking: 'price', price: 450000, acres: 120, propertyTypes: ['RANCH', 'HUNTING'] },
    features: { activities: ['fishing', 'hunting'], amenities: ['riverfront'], hasHouse: true, homeTypes: ['cabin'], beds: 3, baths: 2.5, homeSqft: 1800, mineralRights: true, ownerFinancing: true, ownerFinancingTerms: '10% down' },
    description: { title: 'Llano River ranch', description: 'A Hill Country ranch with oaks, a creek, deer and turkey, and county road frontage.' },
    media: { videoUrl: 'https://vimeo.com/76979871', photos: [{ documentId: 11, alt: 'Gate' }, { documentId: 12, alt: '' }], documents: [{ documentId: 20, title: 'Survey' }] },
    ...overrides,
  }) as PublishableListing;
}

describe('a listing form as listing columns', () => {
  it('stores an asking price, an auction as 2 and contact for price as none, with the price per acre of a real price only', () => {
    expect(storedPrice({ asking: 'price', price: 450000 })).toBe(450000);
    expect(storedPrice({ asking: 'auction', price: 450000 })).toBe(AUCTION_PRICE);
    expect(storedPrice({ asking: 'contact', price: 450000 })).toBeNull();
    expect(pricePerAcreOf(450000, 120)).toBe(3750);
    expect(pricePerAcreOf(AUCTION_PRICE, 120)).toBeNull();
    expect(sellerListingColumns(listing({ price: { asking: 'auction', acres: 10, propertyTypes: ['FARM'] } }), place)).toMatchObject({ saleType: SaleType.AUCTION, price: 2, pricePerAcre: null });
  });

  it('turns the choices into the bit flags search filters on, and keeps house facts only with a house', () => {
    const columns = sellerListingColumns(listing(), place);
    expect(columns).toMatchObject({
      propertyTypes: PropertyType.RANCH | PropertyType.HUNTING, activityTypes: Activity.hunting | Activity.fishing, amenityTypes: RegionType.riverfront,
      beds: 3, baths: 2.5, homeSqft: 1800, hasVideo: true, hasVirtualTour: false, latitude: 30.751235, longitude: -98.675432, ownerFinancingTerms: '10% down',
    });
    const noHouse = listing();
    noHouse.features = { ...noHouse.features, hasHouse: false };
    expect(sellerListingColumns(noHouse, place)).toMatchObject({ hasHouse: false, beds: null, baths: null, homeSqft: null, homeTypes: 0 });
  });

  // Choices come back in the order the form lists them (flags are sets).
  it('reads a saved listing back into the form it was saved from', () => {
    const form = listing();
    const columns = sellerListingColumns(form, place);
    const row = { ...columns, id: 1, address1: null, zip: '78643' } as unknown as typeof listings.$inferSelect;
    const media = [
      { kind: 'photo', position: 0, documentId: 11, altText: 'Gate', externalUrl: null },
      { kind: 'photo', position: 1, documentId: 12, altText: null, externalUrl: null },
      { kind: 'video', position: 0, documentId: null, altText: null, externalUrl: 'https://vimeo.com/76979871' },
      { kind: 'document', position: 0, documentId: 20, altText: 'Survey', externalUrl: null },
    ];
    const back = listingToForm(row, media, 'Llano');
    expect(back.price).toEqual(form.price);
    expect(back.features).toEqual(form.features);
    expect(back.media).toEqual(form.media);
    expect(back.description).toEqual(form.description);
  });
});
