'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { ListingContact } from '@/lib/leads';
import { LeadFormLazy, preloadLeadForm } from './lead-form-lazy';

// The modal (its shell and focus trap) is a chunk of its own, fetched with the form's code when the
// visitor reaches for "Email broker", and mounted when it first opens.
const loadModal = () => import('./contact-broker-modal');
const ContactBrokerModal = lazy(() => loadModal().then((m) => ({ default: m.ContactBrokerModal })));
const warm = () => {
  void loadModal();
  void preloadLeadForm();
};

/**
 * The listing page's contact card: the broker's name and an "Email broker" button that opens the
 * contact-broker modal; from the large breakpoint the form itself sits in the card (the page keeps
 * the card in view while it scrolls). Render it only for a listing that takes leads (`listingContact`).
 */
export function ContactCard({ contact }: { contact: ListingContact }) {
  const t = useTranslations('contact');
  const openModal = useUiStore((s) => s.openModal);
  const headingId = useId();
  const modalOpen = useUiStore((s) => s.modals.contactBroker);
  const [engaged, setEngaged] = useState(false);
  if (modalOpen && !engaged) setEngaged(true);
  return (
    <aside aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold">{t('heading')}</h2>
      {contact.brokerName && <p className="mt-1 text-sm text-muted">{t('listedBy', { name: contact.brokerName })}{contact.companyName ? `, ${contact.companyName}` : ''}</p>}
      <button type="button" onClick={() => openModal('contactBroker')} onPointerEnter={warm} onFocus={warm}
        className="mt-3 w-full rounded bg-primary px-4 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary lg:hidden">
        {t('emailBroker')}
      </button>
      <div className="mt-3 hidden lg:block">
        <h3 className="mb-2 font-semibold">{t('formTitle')}</h3>
        <LeadFormLazy formId="contact-broker-inline" idPrefix="contact-inline" contact={contact} />
      </div>
      {engaged && (
        <Suspense fallback={null}>
          <ContactBrokerModal contact={contact} />
        </Suspense>
      )}
    </aside>
  );
}
