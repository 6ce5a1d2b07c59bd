'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-fields';
import { changePasswordSchema, type ChangePasswordForm as ChangeValues } from '@/lib/accounts/account-forms';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import { PasswordFields } from './password-fields';

/** SPEC §3 change-password modal (opened from /account/details/): current password, then a new one twice. */
export function ChangePasswordForm() {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useAccountForm<ChangeValues, z.output<typeof changePasswordSchema>>({
    formId: 'change-password',
    schema: changePasswordSchema,
    endpoint: '/api/account/change-password',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    body: (values) => values,
  });
  const { register, formState: { errors } } = form;
  if (submission.sent && submission.success) return <p role="status" className="font-semibold">{t('passwordChanged')}</p>;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <TextField id="change-current-password" type="password" autoComplete="current-password" label={t('currentPassword')}
        error={errors.currentPassword?.message} binding={register('currentPassword')} />
      <PasswordFields idPrefix="change-new" labels="new" bindings={{ password: register('password'), confirmPassword: register('confirmPassword') }}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('saveNewPassword')}</SubmitButton>
    </form>
  );
}
