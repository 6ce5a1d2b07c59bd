'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-fields';
import { forgotPasswordSchema, type ForgotPasswordForm as ForgotValues } from '@/lib/accounts/account-forms';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import type { AccountFormMode, FormPlacement } from './account-form-mode';
import { SwitchButton } from './switch-button';

/** Forgot password (SPEC §3 reset modal, /login?mode=forgot): the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ placement, onSwitch }: { placement: FormPlacement; onSwitch: (mode: AccountFormMode) => void }) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useAccountForm<ForgotValues, z.output<typeof forgotPasswordSchema>>({
    formId: `forgot-${placement}`,
    schema: forgotPasswordSchema,
    endpoint: '/api/account/forgot-password',
    defaultValues: { email: '' },
    body: (values) => values,
  });
  const { register, formState: { errors } } = form;
  const back = <SwitchButton onClick={() => onSwitch('login')}>{t('backToLogIn')}</SwitchButton>;
  if (submission.sent && submission.success) {
    return (
      <div role="status">
        <p>{t('resetSent')}</p>
        <p className="mt-4 text-sm">{back}</p>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <p className="mb-4 text-muted">{t('resetIntro')}</p>
      <TextField id={`${placement}-forgot-email`} type="email" autoComplete="email" label={t('email')} error={errors.email?.message} binding={register('email')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('sendResetLink')}</SubmitButton>
      <p className="mt-4 text-center text-sm">{back}</p>
    </form>
  );
}
