import { describe, expect, it } from 'vitest';
import { brandOf } from '../../components/render-with-brand';
import { listing } from '../../components/listing/listing-detail-fixture';
import { listingContact } from '@/lib/leads/listing-contact';
import { takesLeads } from '@/lib/leads/contact-rules';

// One rule decides both whether the page shows the contact form and whether the server stores a lead:
// a listing the form shows for must never answer "This listing is not taking messages."

const paidActive = { isFree: false, isActive: true };

describe('takesLeads', () => {
  it('takes leads for an available or under-contract paid listing of a paid, active account', () => {
    expect(takesLeads({ marketStatus: 1, listingLevel: 23, upgradeLevelId: 0, broker: paidActive })).toBe(true);
    expect(takesLeads({ marketStatus: 2, listingLevel: 23, upgradeLevelId: 0, broker: paidActive })).toBe(true);
  });

  it('takes none for off-market or sold listings, the free tier or courtesy listings (SPEC §4)', () => {
    expect(takesLeads({ marketStatus: 3, listingLevel: 23, upgradeLevelId: 0, broker: paidActive })).toBe(false);
    expect(takesLeads({ marketStatus: 4, listingLevel: 23, upgradeLevelId: 0, broker: paidActive })).toBe(false);
    expect(takesLeads({ marketStatus: 1, listingLevel: 3, upgradeLevelId: 0, broker: paidActive })).toBe(false);
    expect(takesLeads({ marketStatus: 1, listingLevel: 23, upgradeLevelId: -10, broker: paidActive })).toBe(false);
  });

  it('takes none when the account is free or inactive, whatever the listing', () => {
    expect(takesLeads({ marketStatus: 1, listingLevel: 23, upgradeLevelId: 0, broker: { isFree: true, isActive: true } })).toBe(false);
    expect(takesLeads({ marketStatus: 1, listingLevel: 23, upgradeLevelId: 0, broker: { isFree: false, isActive: false } })).toBe(false);
  });
});

describe('listingContact', () => {
  it('gives the page no contact form for a free or inactive account', () => {
    expect(listingContact(brandOf('land'), listing())).not.toBeNull();
    expect(listingContact(brandOf('land'), listing({ broker: { ...listing().broker, isActive: false } }))).toBeNull();
    expect(listingContact(brandOf('land'), listing({ broker: { ...listing().broker, isFree: true } }))).toBeNull();
  });
});
