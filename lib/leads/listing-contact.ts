import { dataLayerListing } from '@/lib/analytics';
import type { SiteBrand } from '@/lib/brand';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { takesLeads } from './contact-rules';
import type { LeadContact } from './lead-contact';
import type { ListingLeadPayload } from './lead-form';
import type { LeadFormSettings } from './lead-settings';

export { showsConsent, type LeadFormSettings } from './lead-settings';

/** The contact props of a listing. */
export type ListingContact = LeadContact<ListingLeadPayload>;

export function leadFormSettings(brand: SiteBrand): LeadFormSettings {
  return { consent: brand.leadConsent, phoneRequired: brand.leadForm.phoneRequired };
}

/** The contact form's props for a listing, or null where SPEC §4 hides contact (free, courtesy, off market, sold). */
export function listingContact(brand: SiteBrand, listing: ListingDetail, leadSource: ListingLeadPayload['leadSource'] = 'listing detail'): ListingContact | null {
  if (!takesLeads(listing)) return null;
  const { broker } = listing;
  return {
    brokerName: broker.contactName ?? broker.companyName ?? '',
    companyName: broker.contactName ? broker.companyName : null,
    title: listing.title,
    settings: leadFormSettings(brand),
    analytics: dataLayerListing(listing),
    payload: {
      siteId: brand.siteId,
      leadSource,
      brokerId: broker.accountId,
      stateId: listing.stateId,
      countyId: listing.countyId,
      listingId: listing.id,
      siteListingId: listing.siteListingId,
      externalSourceId: listing.externalSourceId,
      partnerId: listing.partnerId,
      price: listing.price,
      acres: listing.acres,
      listingLevel: listing.listingLevel,
      listingUpgradeLevel: listing.upgradeLevelId,
      propertyTitle: listing.title,
    },
  };
}
