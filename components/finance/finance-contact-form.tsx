'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField, FormAlert, HoneypotField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-fields';
import { FINANCE_LEAD_PATH, financeLeadSchema, type FinanceLead, type FinanceLeadValues } from '@/lib/finance';
import { usStates } from '@/lib/geo/us-states';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import type { FinanceContactRequest } from '@/lib/ui';

const stateChoices = [...usStates].sort((a, b) => a.name.localeCompare(b.name));

/** The brand's lead-consent checkbox as the page hands it down (SPEC §3 lead-consent setting). */
export interface FinanceConsent {
  shown: boolean;
  label: string;
  checkedByDefault: boolean;
}

/** The listing a visitor came from: the listing page's calculator link says `?listing={id}`. */
function listingFromUrl(): number | null {
  const value = new URLSearchParams(window.location.search).get('listing') ?? '';
  return /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The finance contact modal's form (docs/finance.md): stored for the finance center and mailed to it. */
export function FinanceContactForm({ request, consent }: { request: FinanceContactRequest; consent: FinanceConsent }) {
  const t = useTranslations('financeContact');
  const tf = useTranslations('forms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, submission } = useVisitorForm<FinanceLeadValues, FinanceLead>({
    formId: 'finance-contact',
    schema: financeLeadSchema,
    endpoint: FINANCE_LEAD_PATH,
    defaultValues: {
      financeCenterId: request.financeCenterId, name: '', email: '', phone: '',
      loanAmount: request.loanAmount === null ? '' : String(request.loanAmount), state: '', message: t('defaultMessage'),
      consent: consent.shown && consent.checkedByDefault, listingId: null, website: '',
    },
    body: (values) => ({ ...values, loanAmount: values.loanAmount === null ? '' : String(values.loanAmount), listingId: listingFromUrl() }),
    onSent: (_, values) => setSentTo(values.email),
  });
  const { register, formState: { errors } } = form;
  if (sentTo !== null && submission.sent && submission.success) {
    return <p role="status" className="font-semibold">{t('sent', { name: request.name, email: sentTo })}</p>;
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="relative">
      <TextField id="finance-name" autoComplete="name" label={t('name')} error={errors.name?.message} binding={register('name')} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField id="finance-email" type="email" autoComplete="email" label={t('email')} error={errors.email?.message} binding={register('email')} />
        <TextField id="finance-phone" type="tel" autoComplete="tel" label={t('phone')} error={errors.phone?.message} binding={register('phone')} />
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField id="finance-amount" label={t('loanAmount')} error={errors.loanAmount?.message} binding={register('loanAmount')} />
        <SelectField id="finance-state" label={t('state')} error={errors.state?.message} binding={register('state')}>
          <option value="">{t('noState')}</option>
          {stateChoices.map((state) => <option key={state.abbreviation} value={state.abbreviation}>{state.name}</option>)}
        </SelectField>
      </div>
      <TextAreaField id="finance-message" label={t('message')} error={errors.message?.message} binding={register('message')} />
      {consent.shown && <CheckboxField id="finance-consent" label={consent.label} binding={register('consent')} />}
      <HoneypotField id="finance-website" label={tf('honeypot')} binding={register('website')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? t('sending') : t('send')}</SubmitButton>
    </form>
  );
}
