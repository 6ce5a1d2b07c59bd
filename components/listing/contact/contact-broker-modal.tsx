'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LeadContact } from '@/lib/leads';
import { LeadFormLazy } from './lead-form-lazy';
import { LeadFormPlaceholder } from './lead-form-placeholder';

/** The SPEC §3 contact-broker modal: open while the store's `contactBroker` is; its form loads when it opens. */
export function ContactBrokerModal({ contact }: { contact: LeadContact }) {
  const t = useTranslations('contact');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals.contactBroker);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalDialog open={open} onClose={() => closeModal('contactBroker')} title={t('modalTitle', { name: contact.brokerName || contact.title })} closeLabel={tf('close')}>
      <LeadFormLazy formId="contact-broker-modal" idPrefix="contact-modal" contact={contact} eager placeholder={<LeadFormPlaceholder idPrefix="contact-modal" contact={contact} />} />
    </ModalDialog>
  );
}
