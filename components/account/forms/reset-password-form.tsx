'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { FormAlert, SubmitButton } from '@/components/ui/form-fields';
import { resetPasswordSchema, type ResetPasswordForm as ResetValues } from '@/lib/accounts/account-forms';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import { PasswordFields } from './password-fields';

export interface ResetPasswordFormProps {
  resetKey: string;
  /** The login page (after a reset every session has ended). */
  loginHref: string;
  /** The login page in forgot mode, where a new link is asked for. */
  forgotHref: string;
}

const linkButton = 'inline-block rounded bg-primary px-4 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** /reset/{resetKey}: a new password for the key's account; a spent or expired key says so and offers a new link. */
export function ResetPasswordForm({ resetKey, loginHref, forgotHref }: ResetPasswordFormProps) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const [expired, setExpired] = useState<string | null>(null);
  const { form, submit, submission } = useAccountForm<ResetValues, z.output<typeof resetPasswordSchema>>({
    formId: 'reset-password',
    schema: resetPasswordSchema,
    endpoint: '/api/account/reset-password',
    defaultValues: { token: resetKey, password: '', confirmPassword: '' },
    body: (values) => values,
    onRefused: (refusal) => {
      if (refusal.status !== 400) return undefined;
      // The key was spent or has expired: no password will work with it, so the form gives way to a new link.
      setExpired(refusal.errors[0] ?? tf('failed'));
      return null;
    },
  });
  const { register, formState: { errors } } = form;
  if (expired) {
    return (
      <div role="alert" className="rounded border border-red-700 bg-red-50 p-4">
        <p className="font-semibold text-red-800">{expired}</p>
        <a href={forgotHref} className={`mt-4 ${linkButton}`}>{t('askNewLink')}</a>
      </div>
    );
  }
  if (submission.sent && submission.success) {
    return (
      <div role="status">
        <p className="font-semibold">{t('resetDone')}</p>
        <a href={loginHref} className={`mt-4 ${linkButton}`}>{t('logIn')}</a>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <PasswordFields idPrefix="reset" labels="new" bindings={{ password: register('password'), confirmPassword: register('confirmPassword') }}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('saveNewPassword')}</SubmitButton>
    </form>
  );
}
