'use client';

import { useTranslations } from 'next-intl';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';

/** SPEC §4 Like: without an account the store's `login` modal explains why one is needed, with both ways in. */
export function LoginPromptModal({ loginHref, signUpHref }: { loginHref: string; signUpHref: string }) {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals.login);
  const closeModal = useUiStore((s) => s.closeModal);
  return (
    <ModalDialog open={open} onClose={() => closeModal('login')} title={t('loginTitle')} closeLabel={tf('close')}>
      <p className="text-muted">{t('loginText')}</p>
      <div className="mt-4 flex gap-3">
        <a href={loginHref} className="flex-1 rounded bg-primary px-4 py-2.5 text-center font-semibold text-primary-text hover:opacity-90">{t('logIn')}</a>
        <a href={signUpHref} className="flex-1 rounded border border-primary px-4 py-2.5 text-center font-semibold text-primary hover:bg-surface">{t('signUp')}</a>
      </div>
    </ModalDialog>
  );
}
