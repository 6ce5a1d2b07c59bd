'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormAlert, SubmitButton, TextField } from '@/components/ui/form-fields';
import { loginSchema, type LoginForm as LoginValues } from '@/lib/accounts/account-forms';
import { fetchCurrentLoginInfo } from '@/lib/accounts/client/current-login-info';
import { loginInfoOf } from '@/lib/accounts/client/login-info-check';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import { useApplyLogin } from '@/lib/hooks/use-apply-login';
import type { AccountFormMode, FormPlacement } from './account-form-mode';
import { SwitchButton } from './switch-button';

export interface LoginFormProps {
  placement: FormPlacement;
  /** After the account store has the user: the modal closes and runs the after-login action, the page moves on. */
  onLoggedIn: () => void;
  onSwitch: (mode: AccountFormMode) => void;
}

/** Email and password login (SPEC §3 login modal, /login); a refusal shows the server's sentence. */
export function LoginForm({ placement, onLoggedIn, onSwitch }: LoginFormProps) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const applyLogin = useApplyLogin();
  const { form, submit, submission } = useAccountForm<LoginValues, z.output<typeof loginSchema>>({
    formId: `login-${placement}`,
    schema: loginSchema,
    endpoint: '/api/account/login',
    defaultValues: { email: '', password: '' },
    body: (values) => values,
    onSent: async (data) => {
      // The answer carries the user info; should it not, logininfo has it now that the cookie is set.
      const info = loginInfoOf(data) ?? (await fetchCurrentLoginInfo());
      if (info) applyLogin(info, 'password');
      onLoggedIn();
    },
  });
  const { register, formState: { errors } } = form;
  const id = (field: string) => `${placement}-login-${field}`;
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <TextField id={id('email')} type="email" autoComplete="email" label={t('email')} error={errors.email?.message} binding={register('email')} />
      <TextField id={id('password')} type="password" autoComplete="current-password" label={t('password')} error={errors.password?.message} binding={register('password')} />
      <p className="mb-3 text-right text-sm">
        <SwitchButton onClick={() => onSwitch('reset')}>{t('forgotPassword')}</SwitchButton>
      </p>
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('logIn')}</SubmitButton>
      <p className="mt-4 text-center text-sm">
        {t('noAccount')} <SwitchButton onClick={() => onSwitch('register')}>{t('signUp')}</SwitchButton>
      </p>
    </form>
  );
}
