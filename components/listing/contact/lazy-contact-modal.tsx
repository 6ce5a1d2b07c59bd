'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LeadContact } from '@/lib/leads';
import { preloadLeadForm } from './lead-form-loader';

// The modal (its shell and focus trap) is a chunk of its own, fetched with the form's code when the
// visitor reaches for a contact button, and mounted when it first opens.
const loadModal = () => import('./contact-broker-modal');
const ContactBrokerModal = lazy(() => loadModal().then((m) => ({ default: m.ContactBrokerModal })));

/** Starts loading the modal's and the form's code (the pointer or the focus reached a contact button). */
export function warmContactModal(): void {
  void loadModal();
  void preloadLeadForm();
}

/** The contact-broker modal of a page, mounted once the store's `contactBroker` first opens; mount one per page. */
export function LazyContactBrokerModal({ contact }: { contact: LeadContact }) {
  const open = useUiStore((s) => s.modals.contactBroker);
  const [engaged, setEngaged] = useState(false);
  if (open && !engaged) setEngaged(true);
  if (!engaged) return null;
  return (
    <Suspense fallback={null}>
      <ContactBrokerModal contact={contact} />
    </Suspense>
  );
}
