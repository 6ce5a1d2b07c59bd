'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { CONTACT_ANCHOR, type ListingContact } from '@/lib/leads';
import { ContactBrokerButton } from './contact-broker-button';
import { LazyContactBrokerModal } from './lazy-contact-modal';
import { LeadFormLazy } from './lead-form-lazy';

/**
 * A visitor who came from a search placard's "Contact broker" (the listing's URL with `#contact`) sends
 * leads with the lead source 'search results' for as long as this page is open. Read once, in the
 * browser; the server renders the listing's own source (the payload is no part of the markup).
 */
function useSourcedContact(contact: ListingContact): ListingContact {
  const [fromSearch] = useState(() => typeof window !== 'undefined' && window.location.hash === `#${CONTACT_ANCHOR}`);
  return fromSearch ? { ...contact, payload: { ...contact.payload, leadSource: 'search results' } } : contact;
}

/**
 * The listing page's contact card: the broker's name and an "Email broker" button that opens the
 * contact-broker modal; from the large breakpoint the form itself sits in the card (the page keeps
 * the card in view while it scrolls). Render it only for a listing that takes leads (`listingContact`),
 * with the inline form's `LeadFormPlaceholder` (idPrefix "contact-inline") rendered on the server.
 */
export function ContactCard({ contact: listingContact, placeholder }: { contact: ListingContact; placeholder: ReactNode }) {
  const t = useTranslations('contact');
  const headingId = useId();
  const contact = useSourcedContact(listingContact);
  return (
    <aside id={CONTACT_ANCHOR} aria-labelledby={headingId} className="scroll-mt-20 rounded-lg border border-line bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">{t('heading')}</h2>
      {contact.brokerName && <p className="mt-1 text-sm text-muted">{t('listedBy', { name: contact.brokerName })}{contact.companyName ? `, ${contact.companyName}` : ''}</p>}
      <ContactBrokerButton analytics={contact.analytics}
        className="mt-3 w-full rounded bg-primary px-4 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:hidden">
        {t('emailBroker')}
      </ContactBrokerButton>
      <div className="mt-3 hidden lg:block">
        <h3 className="mb-2 font-semibold">{t('formTitle')}</h3>
        <LeadFormLazy formId="contact-broker-inline" idPrefix="contact-inline" contact={contact} placeholder={placeholder} />
      </div>
      <LazyContactBrokerModal contact={contact} />
    </aside>
  );
}
