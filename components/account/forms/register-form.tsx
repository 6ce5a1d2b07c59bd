'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '@/components/ui/form-fields';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { phoneTypes, signUpSchema, type SignUpForm } from '@/lib/accounts/account-forms';
import { dataLayerEvents, pushDataLayerEvent } from '@/lib/analytics';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import type { AccountFormMode, FormPlacement } from './account-form-mode';
import { PasswordFields } from './password-fields';
import { SwitchButton } from './switch-button';

const userTypes = ['buyer', 'seller'] as const;

/**
 * Sign-up (SPEC §3 register modal, /login?mode=signup). Nobody is logged in here: the server mails a
 * link that finishes signing up and logs in (a token login), so success says "Check your email".
 */
export function RegisterForm({ placement, onSwitch }: { placement: FormPlacement; onSwitch: (mode: AccountFormMode) => void }) {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useAccountForm<SignUpForm, z.output<typeof signUpSchema>>({
    formId: `register-${placement}`,
    schema: signUpSchema,
    endpoint: '/api/account/register',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '', phoneType: '', userType: 'buyer', newsletter: false },
    body: (values) => values,
    onSent: (_data, values) => void pushDataLayerEvent(dataLayerEvents.signUp, undefined, { userType: values.userType }),
  });
  const { register, formState: { errors } } = form;
  const id = (field: string) => `${placement}-register-${field}`;
  if (submission.sent && submission.success) {
    return (
      <div role="status">
        <h3 className="text-lg font-semibold">{t('checkEmailTitle')}</h3>
        <p className="mt-2">{t('checkEmailText', { email: form.getValues('email') })}</p>
      </div>
    );
  }
  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
      <TextField id={id('name')} autoComplete="name" label={t('name')} error={errors.name?.message} binding={register('name')} />
      <TextField id={id('email')} type="email" autoComplete="email" label={t('email')} error={errors.email?.message} binding={register('email')} />
      <PasswordFields idPrefix={id('new')} labels="plain" bindings={{ password: register('password'), confirmPassword: register('confirmPassword') }}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField id={id('phone')} type="tel" autoComplete="tel" label={tf('optional', { label: t('phone') })} error={errors.phone?.message} binding={register('phone')} />
        <SelectField id={id('phone-type')} label={tf('optional', { label: t('phoneType') })} error={errors.phoneType?.message} binding={register('phoneType')}>
          <option value="">{t('choosePhoneType')}</option>
          {phoneTypes.map((type) => <option key={type} value={type}>{t(`phoneTypes.${type}`)}</option>)}
        </SelectField>
      </div>
      <RadioGroupField id={id('user-type')} legend={t('userType')} error={errors.userType?.message} binding={register('userType')}
        options={userTypes.map((value) => ({ value, label: t(`userTypes.${value}`) }))} />
      <CheckboxField id={id('newsletter')} label={t('newsletter')} binding={register('newsletter')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('createAccount')}</SubmitButton>
      <p className="mt-4 text-center text-sm">
        {t('haveAccount')} <SwitchButton onClick={() => onSwitch('login')}>{t('logIn')}</SwitchButton>
      </p>
    </form>
  );
}
