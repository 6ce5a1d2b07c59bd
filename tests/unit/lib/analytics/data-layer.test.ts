// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dataLayerListing, pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics/data-layer';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';

const listing: DataLayerListing = { listingId: 7, accountId: 90, listingTier: 'gold', price: 250000, acres: 40.5, beds: null, baths: null };

afterEach(() => {
  delete window.dataLayer;
});

describe('data layer (SPEC §7)', () => {
  it('pushes an event with the listing record (account id, tier, price, acres) onto window.dataLayer', () => {
    pushDataLayerEvent('listing viewed', listing);
    expect(window.dataLayer).toEqual([{ event: 'listing viewed', listingId: 7, accountId: 90, listingTier: 'gold', price: 250000, acres: 40.5, beds: null, baths: null }]);
  });

  it('appends to a data layer a tag manager already created, with event details', () => {
    window.dataLayer = [{ 'gtm.start': 1 }];
    pushDataLayerEvent('share', listing, { method: 'email' });
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[1]).toMatchObject({ event: 'share', method: 'email', listingId: 7 });
  });

  it('never lets details overwrite the event name or the listing facts', () => {
    const record = pushDataLayerEvent('gallery', listing, { event: 'x', listingId: 1, slide: 3 });
    expect(record).toMatchObject({ event: 'gallery', listingId: 7, slide: 3 });
  });

  it('builds the record from a listing: tier by upgrade level, price as stored', () => {
    const detail = { id: 3, accountId: 5, listingLevel: 23, upgradeLevelId: 2, isShowcase: false, price: 2, acres: 12, beds: 3, baths: 2 } as ListingDetail;
    expect(dataLayerListing(detail)).toEqual({ listingId: 3, accountId: 5, listingTier: 'platinum', price: 2, acres: 12, beds: 3, baths: 2 });
    expect(dataLayerListing({ ...detail, upgradeLevelId: 0, listingLevel: 21 }).listingTier).toBe('standard');
  });
});
