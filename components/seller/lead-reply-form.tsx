'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormAlert, TextAreaField } from '@/components/ui/form-fields';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { leadReplySchema, leadsPaths, replyAnswerSchema, type InboxLead, type LeadReply } from '@/lib/seller-leads';

/** A reply the server took in this visit, shown under the lead. */
export interface SentReply {
  id: number;
  body: string;
}

const buttonClass = 'rounded bg-primary px-5 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Answering a lead by email: the server's reply schema (SPEC §5 text rules, no web address) checked here
 * first, the server's field errors beside the field, and the address it went to once sent.
 */
export function LeadReplyForm({ lead, onReplied }: { lead: InboxLead; onReplied: (reply: SentReply) => void }) {
  const t = useTranslations('leadsInbox.reply');
  const tf = useTranslations('forms');
  const id = `lead-${lead.id}-reply`;
  const { form, submit, submission, again } = useVisitorForm<z.input<typeof leadReplySchema>, LeadReply>({
    formId: id,
    schema: leadReplySchema,
    endpoint: leadsPaths.reply(lead.id),
    defaultValues: { body: '' },
    body: (values) => values,
    onSent: (data, values) => {
      const answer = replyAnswerSchema.safeParse(data);
      if (answer.success) onReplied({ id: answer.data.replyId, body: values.body });
    },
  });
  const { register, formState: { errors } } = form;

  if (submission.sent && submission.success) {
    return (
      <div role="status" className="mt-4 rounded bg-surface p-3">
        <p className="break-words font-semibold">{t('sent', { email: lead.sender.email })}</p>
        <button type="button" onClick={again} className="mt-2 rounded text-sm font-semibold text-primary underline focus-visible:outline-2 focus-visible:outline-primary">{t('another')}</button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} aria-labelledby={`${id}-title`} className="mt-4 max-w-2xl border-t border-line pt-4">
      <h4 id={`${id}-title`} className="mb-2 font-semibold">{t('title')}</h4>
      <TextAreaField id={`${id}-body`} label={t('body')} error={errors.body?.message} binding={register('body')} rows={5} />
      <p className="mb-2 break-words text-sm text-muted">{t('hint', { email: lead.sender.email })}</p>
      <FormAlert message={submission.message} />
      <button type="submit" aria-disabled={submission.submitting || undefined} className={buttonClass}>
        {submission.submitting ? tf('sending') : t('send')}
      </button>
    </form>
  );
}
