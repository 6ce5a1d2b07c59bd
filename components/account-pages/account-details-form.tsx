'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, SelectField, TextField, controlClass, type FieldBinding } from '@/components/ui/form-fields';
import { accountDetailsSchema, phoneTypes, type AccountDetailsForm as Values } from '@/lib/accounts/account-forms';
import { notifyFrequencies, notifyLabelKeys } from '@/lib/accounts/notify';
import type { AccountStore } from '@/lib/accounts/client/account-store';
import { loginInfoOf } from '@/lib/accounts/client/login-info-check';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { useAccountForm } from '@/lib/hooks/use-account-form';
import { AddressFields } from './address-fields';
import { FormSection } from '@/components/ui/form-section';
import { SaveBar } from '@/components/ui/save-bar';

type Output = ReturnType<typeof accountDetailsSchema.parse>;
/** The fields holding text (every one but the two checkboxes). */
type TextName = Exclude<keyof Values, 'newsletter' | 'sendSavedPropertyConfirmation'>;

interface Props {
  /** The stored values, rendered by the server (lib/accounts/account-details-values.ts). */
  initial: Values;
  email: string;
}

const addressParts = ['Address1', 'Address2', 'City', 'State', 'Zip'] as const;

/** The saved user info (the answer of the PUT) becomes the account store's, so the header shows the new name. */
function rememberSavedUser(accounts: AccountStore, saved: unknown): void {
  const info = loginInfoOf({ isLoggedIn: true, userInfo: saved });
  if (info) accounts.getState().applyLoginInfo(info, Date.now());
}

/** SPEC §3 user info at /account/details/: profile, email alerts, mailing and billing address; saved with PUT. */
export function AccountDetailsForm({ initial, email }: Props) {
  const t = useTranslations('accountDetails');
  const tn = useTranslations('savedSearches.notify');
  const openModal = useUiStore((s) => s.openModal);
  const accounts = useAccountStoreApi();
  const { form, submit, submission } = useAccountForm<Values, Output>({
    formId: 'account-details',
    schema: accountDetailsSchema,
    endpoint: '/api/account/details',
    method: 'PUT',
    defaultValues: initial,
    body: (values) => values,
    // What was saved is the form's new starting point (trimmed and upper-cased as the server keeps it).
    // The header and the rest of the page know the new name and settings at once.
    onSent: (data, values): void => {
      form.reset(values);
      rememberSavedUser(accounts, data);
    },
  });
  const { register, formState: { errors } } = form;
  // The stored values are in the server's HTML too (register() alone fills the fields only once the script runs).
  const field = (name: TextName): FieldBinding => ({ ...register(name), defaultValue: initial[name] });
  const check = (name: 'newsletter' | 'sendSavedPropertyConfirmation'): FieldBinding => ({ ...register(name), defaultChecked: initial[name] });
  const copyMailing = () => {
    for (const part of addressParts) form.setValue(`billing${part}`, form.getValues(`mailing${part}`), { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="space-y-6">
      <FormSection title={t('sections.profile')} hint={t('hints.profile')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField id="details-name" label={t('contactName')} autoComplete="name" error={errors.contactName?.message} binding={field('contactName')} />
          <div>
            <label htmlFor="details-email" className="mb-1 block text-sm font-semibold">{t('email')}</label>
            <input id="details-email" type="email" value={email} readOnly aria-describedby="details-email-note" className={`${controlClass} bg-surface text-muted`} />
            <p id="details-email-note" className="min-h-5 text-sm text-muted">{t('emailNote')}</p>
          </div>
          <TextField id="details-phone" type="tel" label={t('phone')} autoComplete="tel" error={errors.phone?.message} binding={field('phone')} />
          <SelectField id="details-phone-type" label={t('phoneType')} error={errors.phoneType?.message} binding={field('phoneType')}>
            <option value="">{t('phoneTypes.none')}</option>
            {phoneTypes.map((type) => <option key={type} value={type}>{t(`phoneTypes.${type}`)}</option>)}
          </SelectField>
        </div>
        <div className="mt-2 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold">{t('password')}</p>
            <p className="text-sm text-muted">{t('passwordNote')}</p>
          </div>
          <button type="button" onClick={() => openModal('changePassword')}
            className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
            {t('changePassword')}
          </button>
        </div>
      </FormSection>

      <FormSection title={t('sections.alerts')} hint={t('hints.alerts')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <SelectField id="details-favorite-alerts" label={t('favoriteAlerts')} error={errors.favoriteAlerts?.message} binding={field('favoriteAlerts')}>
            {notifyFrequencies.map((n) => <option key={n} value={n}>{tn(notifyLabelKeys[n])}</option>)}
          </SelectField>
          <div className="sm:pt-7">
            <CheckboxField id="details-confirmation" label={t('sendSavedPropertyConfirmation')} binding={check('sendSavedPropertyConfirmation')} />
            <CheckboxField id="details-newsletter" label={t('newsletter')} binding={check('newsletter')} />
          </div>
        </div>
      </FormSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <FormSection title={t('sections.mailing')} hint={t('hints.mailing')}>
          <AddressFields kind="mailing" field={field} errors={errors} />
        </FormSection>
        <FormSection title={t('sections.billing')} hint={t('hints.billing')}>
          <button type="button" onClick={copyMailing} className="mb-4 text-sm font-semibold text-primary underline underline-offset-2 hover:no-underline">
            {t('copyMailing')}
          </button>
          <AddressFields kind="billing" field={field} errors={errors} />
        </FormSection>
      </div>

      <SaveBar submission={submission} labels={{ save: t('save'), saving: t('saving'), saved: t('saved') }} />
    </form>
  );
}
