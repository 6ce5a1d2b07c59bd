'use client';

import { useTranslations } from 'next-intl';
import { FormAlert, HoneypotField, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-fields';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { reportFormSchema, reportReasons, type ReportFormValues } from '@/lib/leads';

type ReportFormOutput = ReturnType<typeof reportFormSchema.parse>;

/** The report-listing form: a reason, details (needed for "Other"), an optional email; stored for review. */
export function ReportForm({ listingId }: { listingId: number }) {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useVisitorForm<ReportFormValues, ReportFormOutput>({
    formId: 'report-listing',
    schema: reportFormSchema,
    endpoint: '/api/listing-reports',
    defaultValues: { reason: '', details: '', email: '', website: '' },
    body: (values) => ({ ...values, listingId }),
  });
  const { register, formState: { errors } } = form;
  if (submission.sent && submission.success) return <p role="status" className="py-2 font-semibold">{t('reportSent')}</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="relative">
      <SelectField id="report-reason" label={t('reason')} error={errors.reason?.message} binding={register('reason')}>
        <option value="">{t('chooseReason')}</option>
        {reportReasons.map((reason) => <option key={reason} value={reason}>{t(`reasons.${reason}`)}</option>)}
      </SelectField>
      <TextAreaField id="report-details" label={t('details')} error={errors.details?.message} binding={register('details')} />
      <TextField id="report-email" type="email" autoComplete="email" label={tf('optional', { label: t('yourEmail') })} error={errors.email?.message} binding={register('email')} />
      <HoneypotField id="report-website" label={tf('honeypot')} binding={register('website')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('sendReport')}</SubmitButton>
    </form>
  );
}
