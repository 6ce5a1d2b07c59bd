import { dataLayerPageTypes } from '@/lib/analytics';
import type { SiteBrand } from '@/lib/brand';
import { brokerDisplayName, type BrokerProfile } from '@/lib/brokers';
import { takesProfileLeads } from './contact-rules';
import type { LeadContact } from './lead-contact';
import type { BrokerLeadPayload } from './lead-form';
import { leadFormSettings } from './listing-contact';

/** The contact props of a broker's profile. */
export type BrokerContact = LeadContact<BrokerLeadPayload>;

/**
 * The contact form's props for a broker's profile (lead source 'broker profile', no listing), or null
 * when the profile takes no leads (an inactive broker). The financing checkbox asks about "this
 * property", which a profile has not, so it is not shown there.
 */
export function brokerContact(brand: SiteBrand, profile: BrokerProfile): BrokerContact | null {
  if (!takesProfileLeads(profile)) return null;
  const name = brokerDisplayName(profile);
  const settings = leadFormSettings(brand);
  return {
    brokerName: name,
    companyName: profile.contactName ? profile.companyName : null,
    title: name,
    settings: { ...settings, consent: { ...settings.consent, show: false } },
    analytics: { accountId: profile.accountId, pageType: dataLayerPageTypes.brokerDetails },
    payload: { siteId: brand.siteId, leadSource: 'broker profile', brokerId: profile.accountId, listingId: null },
  };
}
