'use client';

import { useTranslations } from 'next-intl';
import { FormAlert, HoneypotField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-fields';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { feedbackFormSchema, type FeedbackFormValues } from '@/lib/leads';

type FeedbackFormOutput = ReturnType<typeof feedbackFormSchema.parse>;

/** The feedback form: a message and an optional email, sent with the page it came from. */
export function FeedbackForm() {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const { form, submit, submission } = useVisitorForm<FeedbackFormValues, FeedbackFormOutput>({
    formId: 'feedback',
    schema: feedbackFormSchema,
    endpoint: '/api/feedback',
    defaultValues: { message: '', email: '', website: '' },
    body: (values) => ({ ...values, pageUrl: window.location.pathname }),
  });
  const { register, formState: { errors } } = form;
  if (submission.sent && submission.success) return <p role="status" className="py-2 font-semibold">{t('feedbackSent')}</p>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="relative">
      <TextAreaField id="feedback-message" label={t('feedbackMessage')} error={errors.message?.message} binding={register('message')} />
      <TextField id="feedback-email" type="email" autoComplete="email" label={tf('optional', { label: t('yourEmail') })} error={errors.email?.message} binding={register('email')} />
      <HoneypotField id="feedback-website" label={tf('honeypot')} binding={register('website')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('sendFeedback')}</SubmitButton>
    </form>
  );
}
