'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { FeedbackFormLazy, ReportFormLazy } from './lazy-forms';

/** The store's `reportListing` modal (SPEC §3): why the listing is wrong, kept for review. */
export function ReportListingModal({ listingId }: { listingId: number }) {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals.reportListing);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalDialog open={open} onClose={() => closeModal('reportListing')} title={t('reportTitle')} closeLabel={tf('close')}>
      <ReportFormLazy listingId={listingId} />
    </ModalDialog>
  );
}

/** The store's `feedback` modal (SPEC §3): a message about the site. */
export function FeedbackModal() {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals.feedback);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalDialog open={open} onClose={() => closeModal('feedback')} title={t('feedbackTitle')} closeLabel={tf('close')}>
      <FeedbackFormLazy />
    </ModalDialog>
  );
}
