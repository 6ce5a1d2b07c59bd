import type { SiteBrand } from '@/lib/brand';
import type { Database } from '@/lib/db/client';
import { takesLeads, takesProfileLeads } from './contact-rules';
import type { LeadPayload } from './lead-form';
import { readLeadBroker } from './lead-broker';
import { readLeadListing } from './lead-listing';
import type { LeadRecipient, LeadTopic } from './lead-mail';
import { listingUrl } from './listing-link';
import { profileUrl } from './profile-link';

/** Where a lead goes and what it is about, read again from the database. */
export interface LeadTarget {
  listingId: number | null;
  broker: LeadRecipient & { accountId: number };
  stateId: number | null;
  countyId: number | null;
  topic: LeadTopic;
  /** The consent checkbox asks about financing "this property": a profile lead has no property. */
  asksFinancing: boolean;
}

/**
 * The target of a payload, or null when it takes no lead: for a listing, the listing and its broker
 * (SPEC §4 rules, `takesLeads`); for a broker's profile, the account when it is an active seller.
 * Only the listing id, or the broker id, of the payload is trusted.
 */
export async function readLeadTarget(tx: Database, payload: LeadPayload, brand: SiteBrand, origin: string): Promise<LeadTarget | null> {
  if (payload.leadSource === 'broker profile') {
    const broker = await readLeadBroker(tx, payload.brokerId);
    if (!broker || !takesProfileLeads(broker)) return null;
    return { listingId: null, broker, stateId: broker.stateId, countyId: null, topic: { kind: 'profile', url: profileUrl(brand, origin, broker) }, asksFinancing: false };
  }
  const listing = await readLeadListing(tx, payload.listingId);
  if (!listing || !takesLeads(listing)) return null;
  return {
    listingId: listing.id, broker: listing.broker, stateId: listing.stateId, countyId: listing.countyId,
    topic: { kind: 'listing', title: listing.title, url: listingUrl(brand, origin, listing) }, asksFinancing: true,
  };
}
