'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { FinanceContactForm, type FinanceConsent } from './finance-contact-form';

/** SPEC §3 finance contact modal: open while the store's `financeContact` is, for the center it was opened with. */
export function FinanceContactModal({ consent }: { consent: FinanceConsent }) {
  const t = useTranslations('financeContact');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals.financeContact);
  const request = useUiStore((s) => s.modalContexts.financeContact);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalDialog open={open && request !== undefined} onClose={() => closeModal('financeContact')} title={t('title', { name: request?.name ?? '' })} closeLabel={tf('close')}>
      {request && <FinanceContactForm key={request.financeCenterId} request={request} consent={consent} />}
    </ModalDialog>
  );
}
