import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import type { MailMessage } from '@/lib/mail';
import type { LeadFields } from './lead-form';
import type { LeadListing } from './lead-listing';

/** The broker's copy of a lead (messages `leadMail`): who wrote, how to reach them, what they said, and the listing. */
export function leadMail(brand: SiteBrand, t: Translate, listing: LeadListing, lead: LeadFields, url: string): MailMessage {
  const values = { brand: brand.name, title: listing.title, name: lead.name, email: lead.email, phone: lead.phone || t('leadMail.noPhone'), message: lead.message, url };
  const financing = lead.wantsFinancing ? `\n\n${t('leadMail.financing', { name: lead.name, representative: brand.leadConsent.name })}` : '';
  return {
    kind: 'lead',
    fromName: brand.name,
    to: listing.broker.email,
    toName: listing.broker.contactName ?? listing.broker.companyName ?? undefined,
    replyTo: lead.email,
    subject: t('leadMail.subject', values),
    text: `${t('leadMail.body', values)}${financing}`,
  };
}
