'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CopyLink } from './copy-link';
import { ShareEmailFormLazy } from './lazy-forms';

interface ShareModalProps {
  open: boolean;
  onClose: () => void;
  listingId: number;
  /** The listing's path in the brand's dialect; the origin is the one the visitor is on. */
  pagePath: string;
}

/** SPEC §2.1 share modal: copy the link, or email it to a friend (logged as 'send to friend'). */
export function ShareModal({ open, onClose, listingId, pagePath }: ShareModalProps) {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  return (
    <ModalDialog open={open} onClose={onClose} title={t('shareTitle')} closeLabel={tf('close')}>
      {open && <CopyLink url={new URL(pagePath, window.location.origin).href} />}
      <h3 className="mb-2 mt-2 font-semibold">{t('emailFriend')}</h3>
      <ShareEmailFormLazy listingId={listingId} />
    </ModalDialog>
  );
}
