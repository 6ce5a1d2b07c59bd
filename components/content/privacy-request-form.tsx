'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, HoneypotField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-fields';
import { usStates } from '@/lib/geo/us-states';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { PRIVACY_REQUEST_PATH, privacyRequestSchema, privacyRequestTypes, type PrivacyRequest, type PrivacyRequestValues } from '@/lib/privacy-requests';

const stateChoices = [...usStates].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The privacy-rights request under the page's text (docs/content-pages.md): stored and acknowledged by
 * mail. Drawn in the browser only (`PrivacyRequestFormLazy`), so it answers once shown (`data-ready`).
 */
export function PrivacyRequestForm() {
  const t = useTranslations('privacyRequest');
  const tf = useTranslations('forms');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, submission } = useVisitorForm<PrivacyRequestValues, PrivacyRequest>({
    formId: 'privacy-request',
    schema: privacyRequestSchema,
    endpoint: PRIVACY_REQUEST_PATH,
    defaultValues: { name: '', email: '', requestType: 'access', state: '', details: '', website: '' },
    body: (values) => values,
    onSent: (_, values) => setSentTo(values.email),
    onRefused: (refusal) => (refusal.status === 429 ? tf('tooMany') : refusal.message ?? (Object.keys(refusal.fields).length > 0 ? null : t('failed'))),
  });
  const { register, formState: { errors } } = form;
  return (
    <section aria-labelledby="privacy-request" className="mt-8 rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id="privacy-request" className="text-xl font-bold">{t('heading')}</h2>
      {sentTo !== null && submission.sent && submission.success ? (
        <p role="status" className="mt-3 font-semibold">{t('sent', { email: sentTo })}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} data-ready className="relative mt-4">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField id="privacy-name" autoComplete="name" label={t('name')} error={errors.name?.message} binding={register('name')} />
            <TextField id="privacy-email" type="email" autoComplete="email" label={t('email')} hint={t('emailHint')} error={errors.email?.message} binding={register('email')} />
          </div>
          <fieldset className="mb-3">
            <legend className="mb-1 text-sm font-semibold">{t('requestType')}</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {privacyRequestTypes.map((type) => (
                <label key={type} className="flex min-h-10 items-center gap-2 rounded border border-line px-3 text-sm has-[:checked]:border-primary">
                  <input type="radio" value={type} className="h-4 w-4 accent-primary" {...register('requestType')} />
                  {t(`types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField id="privacy-state" label={t('state')} error={errors.state?.message} binding={register('state')}>
            <option value="">{t('noState')}</option>
            {stateChoices.map((state) => <option key={state.abbreviation} value={state.abbreviation}>{state.name}</option>)}
          </SelectField>
          <TextAreaField id="privacy-details" label={t('details')} error={errors.details?.message} binding={register('details')} />
          <HoneypotField id="privacy-website" label={tf('honeypot')} binding={register('website')} />
          <FormAlert message={submission.message} />
          <div className="sm:w-56">
            <SubmitButton busy={submission.submitting}>{submission.submitting ? t('sending') : t('send')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
