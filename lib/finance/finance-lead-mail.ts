import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import type { MailMessage } from '@/lib/mail';
import type { FinanceLead } from './finance-lead-form';

export interface FinanceLeadRecipient {
  email: string;
  name: string;
  contactName: string | null;
}

/** The finance center's copy of a request (messages `financeLeadMail`): who asks, for how much, where, and what they said. */
export function financeLeadMail(brand: SiteBrand, t: Translate, to: FinanceLeadRecipient, lead: FinanceLead, listingUrl: string | null): MailMessage {
  const values = {
    brand: brand.name, center: to.name, name: lead.name, email: lead.email, phone: lead.phone || t('financeLeadMail.noPhone'),
    amount: lead.loanAmount === null ? t('financeLeadMail.noAmount') : `$${lead.loanAmount.toLocaleString('en-US')}`,
    state: lead.state || t('financeLeadMail.noState'), message: lead.message,
  };
  const extras = [
    listingUrl ? t('financeLeadMail.listing', { url: listingUrl }) : null,
    lead.consent ? t('financeLeadMail.consent', { name: lead.name }) : null,
  ].filter((line): line is string => line !== null);
  return {
    kind: 'lead',
    fromName: brand.name,
    to: to.email,
    toName: to.contactName ?? to.name,
    replyTo: lead.email,
    subject: t('financeLeadMail.subject', values),
    text: [t('financeLeadMail.body', values), ...extras].join('\n\n'),
  };
}
