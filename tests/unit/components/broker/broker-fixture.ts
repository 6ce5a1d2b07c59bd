import type { BrokerProfile } from '@/lib/brokers';

/**
 * An active broker's profile as getBrokerProfile reads it (asserted: the profile type grows with the
 * page's other blocks, and these tests read only who the broker is and how to reach it).
 */
export const activeBroker = {
  accountId: 31, contactName: 'Laura Moore', companyName: 'Whitetail Vermont Properties', memberType: 'Broker', portraitDocumentId: null,
  phone: '(302) 834-5818', alcCertified: false, alcAdvancedCertified: false, city: 'West Topsham', stateAbbreviation: 'VT', stateName: 'Vermont',
  stateSlug: 'vermont', listingCount: 3, accountType: 12, address1: null, address2: null, zip: null, officePhone: '(302) 834-5818',
  preferredPhone: null, licenseNumber: null, description: null, websiteUrl: 'https://whitetail.example.com', logoDocumentId: null, isActive: true,
  isSeller: true, memberSince: '2018-03-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', parent: null,
  stats: { activeCount: 3, acresMin: 10, acresMax: 80, priceMin: 50_000, priceMax: 400_000, states: ['VT'] }, agents: [], video: null, awards: [],
} as BrokerProfile;
