'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-fields';
import { forgotPasswordSchema, type ForgotPasswordForm as ForgotValues } from '@/lib/accounts/account-forms';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import type { AccountFormMode, FormPlacement } from './account-form-mode';
import { SwitchButton } from './switch-button';

/**
 * Forgot password (SPEC §3 reset modal, /login?mode=forgot): a reset link, or instead a login link
 * (SPEC §4 token login) for a confirmed account; the same answer whether or not the address has one.
 */
export function ForgotPasswordForm({ placement, onSwitch }: { placement: FormPlacement; onSwitch: (mode: AccountFormMode) => void }) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const via = useRef<'reset' | 'login-link'>('reset');
  const [sentVia, setSentVia] = useState<'reset' | 'login-link'>('reset');
  const { form, submit, submission } = useAccountForm<ForgotValues, z.output<typeof forgotPasswordSchema>>({
    formId: `forgot-${placement}`,
    schema: forgotPasswordSchema,
    endpoint: () => (via.current === 'reset' ? '/api/account/forgot-password' : '/api/account/login-link'),
    defaultValues: { email: '' },
    body: (values) => values,
  });
  const { register, formState: { errors } } = form;
  const back = <SwitchButton onClick={() => onSwitch('login')}>{t('backToLogIn')}</SwitchButton>;
  if (submission.sent && submission.success) {
    return (
      <div role="status">
        <p>{t(sentVia === 'reset' ? 'resetSent' : 'loginLinkSent')}</p>
        <p className="mt-4 text-sm">{back}</p>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <p className="mb-4 text-muted">{t('resetIntro')}</p>
      <TextField id={`${placement}-forgot-email`} type="email" autoComplete="email" label={t('email')} error={errors.email?.message} binding={register('email')} />
      <FormAlert message={submission.message} />
      <div onClickCapture={(e) => {
        const choice = (e.target as HTMLElement).closest('button')?.dataset.via === 'login-link' ? 'login-link' : 'reset';
        via.current = choice;
        setSentVia(choice);
      }}>
        <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('sendResetLink')}</SubmitButton>
        <button type="submit" data-via="login-link" className="mt-2 w-full rounded border border-line px-4 py-2 text-sm font-semibold hover:bg-surface">{t('emailLoginLink')}</button>
      </div>
      <p className="mt-4 text-center text-sm">{back}</p>
    </form>
  );
}
