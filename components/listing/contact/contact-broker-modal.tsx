'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LeadContact } from '@/lib/leads';
import { LeadFormLazy } from './lead-form-lazy';
import { LeadFormPlaceholder } from './lead-form-placeholder';

export interface ContactBrokerDialogProps {
  contact: LeadContact;
  open: boolean;
  onClose: () => void;
  /** UI-store form id and field id prefix: one pair per dialog a page may open (a results page has one per listing). */
  formId?: string;
  idPrefix?: string;
}

/**
 * The SPEC §3 contact-broker modal for any `LeadContact`: labelled by the broker's name, a full-screen
 * sheet on phones; its form loads when it opens.
 */
export function ContactBrokerDialog({ contact, open, onClose, formId = 'contact-broker-modal', idPrefix = 'contact-modal' }: ContactBrokerDialogProps) {
  const t = useTranslations('contact');
  const tf = useTranslations('forms');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('modalTitle', { name: contact.brokerName || contact.title })} closeLabel={tf('close')} fullScreenOnPhone>
      <LeadFormLazy formId={formId} idPrefix={idPrefix} contact={contact} eager placeholder={<LeadFormPlaceholder idPrefix={idPrefix} contact={contact} />} />
    </ModalDialog>
  );
}

/** The page's contact-broker modal: open while the store's `contactBroker` is (a listing's or a broker profile's one contact). */
export function ContactBrokerModal({ contact }: { contact: LeadContact }) {
  const open = useUiStore((s) => s.modals.contactBroker);
  const closeModal = useUiStore((s) => s.closeModal);
  return <ContactBrokerDialog contact={contact} open={open} onClose={() => closeModal('contactBroker')} />;
}
