'use client';

import { useTranslations } from 'next-intl';
import { TextField, type FieldBinding } from '@/components/ui/form-fields';
import { PASSWORD_MIN_LENGTH } from '@/lib/auth/password-policy';

interface PasswordFieldsProps {
  idPrefix: string;
  /** "New password" where the current one is asked too; "Password" on sign-up and reset. */
  labels: 'new' | 'plain';
  bindings: { password: FieldBinding; confirmPassword: FieldBinding };
  errors: { password?: string; confirmPassword?: string };
}

/**
 * A new password and its confirmation, with our password policy stated above the first (docs/accounts.md):
 * every form that sets a password shows the same rule, and a password that breaks it gets SPEC §5's message.
 */
export function PasswordFields({ idPrefix, labels, bindings, errors }: PasswordFieldsProps) {
  const t = useTranslations('accountUi');
  return (
    <>
      <TextField id={`${idPrefix}-password`} type="password" autoComplete="new-password" label={t(labels === 'new' ? 'newPassword' : 'password')}
        hint={t('passwordPolicy', { n: PASSWORD_MIN_LENGTH })} error={errors.password} binding={bindings.password} />
      <TextField id={`${idPrefix}-confirm-password`} type="password" autoComplete="new-password" label={t(labels === 'new' ? 'confirmNewPassword' : 'confirmPassword')}
        error={errors.confirmPassword} binding={bindings.confirmPassword} />
    </>
  );
}
