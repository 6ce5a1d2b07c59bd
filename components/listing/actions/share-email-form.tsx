'use client';

import { useTranslations } from 'next-intl';
import { FormAlert, HoneypotField, SubmitButton, TextAreaField, TextField } from '@/components/ui/form-fields';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { shareFormSchema, type ShareFormValues } from '@/lib/leads';

type ShareFormOutput = ReturnType<typeof shareFormSchema.parse>;

/** "Email a friend": the friend's address, the sender's name and a note; the server sends the listing link. */
export function ShareEmailForm({ listingId }: { listingId: number }) {
  const t = useTranslations('listingActions');
  const tf = useTranslations('forms');
  const { form, submit, submission, again } = useVisitorForm<ShareFormValues, ShareFormOutput>({
    formId: 'send-to-friend',
    schema: shareFormSchema,
    endpoint: '/api/send-to-friend',
    defaultValues: { friendEmail: '', senderName: '', note: '', website: '' },
    body: (values) => ({ ...values, listingId }),
  });
  const { register, formState: { errors } } = form;
  if (submission.sent && submission.success) {
    return (
      <div role="status" className="py-2">
        <p className="font-semibold">{t('sentToFriend')}</p>
        <button type="button" onClick={again} className="mt-2 text-primary underline underline-offset-2">{t('emailFriend')}</button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="relative">
      <TextField id="share-friend-email" type="email" label={t('friendEmail')} error={errors.friendEmail?.message} binding={register('friendEmail')} />
      <TextField id="share-sender-name" autoComplete="name" label={t('senderName')} error={errors.senderName?.message} binding={register('senderName')} />
      <TextAreaField id="share-note" rows={3} label={tf('optional', { label: t('note') })} error={errors.note?.message} binding={register('note')} />
      <HoneypotField id="share-website" label={tf('honeypot')} binding={register('website')} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('sendToFriend')}</SubmitButton>
    </form>
  );
}
