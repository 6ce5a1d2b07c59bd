import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import type { MailMessage } from '@/lib/mail';
import type { LeadFields } from './lead-form';

/** Who gets a lead's mail. */
export interface LeadRecipient {
  email: string;
  contactName: string | null;
  companyName: string | null;
}

/** What a lead is about, as the broker's mail names it: a listing, or the broker's own profile. */
export type LeadTopic = { kind: 'listing'; title: string; url: string } | { kind: 'profile'; url: string };

/**
 * The broker's copy of a lead (messages `leadMail`): who wrote, how to reach them, what they said, and
 * the listing or the profile they wrote from (its absolute URL).
 */
export function leadMail(brand: SiteBrand, t: Translate, to: LeadRecipient, topic: LeadTopic, lead: LeadFields): MailMessage {
  const values = {
    brand: brand.name, title: topic.kind === 'listing' ? topic.title : '', name: lead.name, email: lead.email, phone: lead.phone || t('leadMail.noPhone'),
    message: lead.message, url: topic.url,
  };
  const copy = topic.kind === 'listing' ? { subject: 'leadMail.subject', body: 'leadMail.body' } : { subject: 'leadMail.profileSubject', body: 'leadMail.profileBody' };
  const financing = lead.wantsFinancing ? `\n\n${t('leadMail.financing', { name: lead.name, representative: brand.leadConsent.name })}` : '';
  return {
    kind: 'lead',
    fromName: brand.name,
    to: to.email,
    toName: to.contactName ?? to.companyName ?? undefined,
    replyTo: lead.email,
    subject: t(copy.subject, values),
    text: `${t(copy.body, values)}${financing}`,
  };
}
