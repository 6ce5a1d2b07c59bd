'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStore, useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { AccountFormMode } from './forms/account-form-mode';
import { ChangePasswordForm } from './forms/change-password-form';
import { ForgotPasswordForm } from './forms/forgot-password-form';
import { LoginForm } from './forms/login-form';
import { RegisterForm } from './forms/register-form';

type AccountModalId = AccountFormMode | 'changePassword';

/** One store modal: open while its flag is set; closing clears the flag (and a pending after-login action with the login). */
function AccountModal({ id, children }: { id: AccountModalId; children: ReactNode }) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const open = useUiStore((s) => s.modals[id]);
  const closeModal = useUiStore((s) => s.closeModal);
  const account = useAccountStoreApi();
  const close = () => {
    // SPEC §4 Like: the like waits for this login only; closing without logging in drops it.
    if (id === 'login') account.getState().setAfterLogin(null);
    closeModal(id);
  };
  return (
    <ModalDialog open={open} onClose={close} title={t(`titles.${id}`)} closeLabel={tf('close')}>
      {children}
    </ModalDialog>
  );
}

/** The account dialogs: a chunk of their own, loaded by AccountModals (account-modals.tsx). */
export default function AccountDialogs() {
  const ui = useUiStoreApi();
  const account = useAccountStoreApi();
  const switchFrom = (from: AccountModalId) => (to: AccountFormMode) => {
    const { closeModal, openModal } = ui.getState();
    closeModal(from);
    openModal(to);
  };
  const loggedIn = () => {
    ui.getState().closeModal('login');
    // SPEC §4 Like: the like the visitor asked for proceeds now.
    account.getState().runAfterLogin();
  };
  return (
    <>
      <AccountModal id="login">
        <LoginForm placement="modal" onLoggedIn={loggedIn} onSwitch={switchFrom('login')} />
      </AccountModal>
      <AccountModal id="register">
        <RegisterForm placement="modal" onSwitch={switchFrom('register')} />
      </AccountModal>
      <AccountModal id="reset">
        <ForgotPasswordForm placement="modal" onSwitch={switchFrom('reset')} />
      </AccountModal>
      <AccountModal id="changePassword">
        <ChangePasswordForm />
      </AccountModal>
    </>
  );
}
