import { describe, expect, it } from 'vitest';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { leadDetails, leadSourceLabel, storedPayload } from '@/lib/seller-leads/lead-details';

// SPEC §3's contact payload as the seller reads it in the inbox: labelled values in words.

const t = brandTranslator('land');
const llano = new Map([[48299, { name: 'Llano', kind: 'County' }]]);
const listingPayload = {
  siteId: 1, leadSource: 'search results', brokerId: 812, stateId: 48, countyId: 48299, listingId: 4021, siteListingId: null,
  externalSourceId: 'MLS-77', partnerId: null, price: 450000, acres: 120.5, listingLevel: 23, listingUpgradeLevel: 1, propertyTitle: 'Llano River ranch',
};

describe('leadDetails', () => {
  it('names every field of a listing lead in words, in the inbox order, leaving out empty ones', () => {
    expect(leadDetails(storedPayload(listingPayload), t, llano).map((d) => [d.label, d.value])).toEqual([
      ['Site', 'Acrewise'],
      ['Property', 'Llano River ranch'],
      ['Price', '$450,000'],
      ['Acres', '120.5 acres'],
      ['Location', 'Llano County, Texas'],
      ['Listing level', 'Premium'],
      ['Upgrade', 'Gold'],
      ['Listing ID', '4021'],
      ['External source ID', 'MLS-77'],
      ['Broker ID', '812'],
    ]);
  });

  it('shows an auction, contact for price and a county it does not know as the site does', () => {
    const auction = leadDetails(storedPayload({ ...listingPayload, price: 2 }), t, new Map());
    expect(auction.find((d) => d.field === 'price')?.value).toBe('Auction');
    expect(auction.find((d) => d.field === 'location')?.value).toBe('Texas');
    const contact = leadDetails(storedPayload({ ...listingPayload, price: null }), t, llano);
    expect(contact.find((d) => d.field === 'price')?.value).toBe('Contact for Price');
  });

  it('names the site and broker of a profile lead, and nothing of a payload it cannot read', () => {
    expect(leadDetails(storedPayload({ siteId: 3, leadSource: 'broker profile', brokerId: 9, listingId: null }), t, llano)).toEqual([
      { field: 'site', label: 'Site', value: expect.any(String) },
      { field: 'brokerId', label: 'Broker ID', value: '9' },
    ]);
    expect(leadDetails(storedPayload(null), t, llano)).toEqual([]);
    expect(leadDetails(storedPayload({ ...listingPayload, extra: 1 }), t, llano)).toEqual([]);
  });
});

describe('leadSourceLabel', () => {
  it('puts SPEC §3 lead sources in words and keeps any other source as stored', () => {
    expect(leadSourceLabel('listing detail', t)).toBe('Listing page');
    expect(leadSourceLabel('search results', t)).toBe('Search results');
    expect(leadSourceLabel('placard', t)).toBe('placard');
  });
});
