'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { InboxLead } from '@/lib/seller-leads';
import { LeadReplyForm, type SentReply } from './lead-reply-form';
import { leadTime } from './lead-time';

const actionClass = 'rounded border border-line px-3 py-1 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary';

/** A row of the lead's facts: the label beside its value from 601 px, above it on phones. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:flex sm:gap-3">
      <dt className="shrink-0 text-muted sm:w-44">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/**
 * An opened lead: the whole message, the rest of what the buyer's page sent (in the server's words),
 * the handled toggle, the replies sent in this visit and the reply form.
 */
export function LeadBody({ lead, id, replies, onHandled, onReplied }: {
  lead: InboxLead;
  id: string;
  replies: readonly SentReply[];
  onHandled: (handled: boolean) => Promise<boolean>;
  onReplied: (reply: SentReply) => void;
}) {
  const t = useTranslations('leadsInbox');
  const [busy, setBusy] = useState(false);
  const handled = lead.handledAt !== null;

  const toggleHandled = async () => {
    if (busy) return;
    setBusy(true);
    await onHandled(!handled);
    setBusy(false);
  };
  return (
    <div id={id} className="mt-3 border-t border-line pt-3">
      <h4 className="sr-only">{t('message')}</h4>
      <p className="max-w-prose whitespace-pre-wrap break-words">{lead.message}</p>
      <h4 className="sr-only">{t('details')}</h4>
      <dl className="mt-3 space-y-1 text-sm">
        <Fact label={t('source')}>{lead.source.label}</Fact>
        <Fact label={t('sentTo')}>{lead.account.name}</Fact>
        {lead.wantsFinancing && <Fact label={t('financing')}>{t('yes')}</Fact>}
        {lead.details.map((detail) => <Fact key={detail.field} label={detail.label}>{detail.value}</Fact>)}
        {lead.repliedAt && <Fact label={t('lastReply')}><time dateTime={lead.repliedAt}>{leadTime(lead.repliedAt)}</time></Fact>}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={actionClass} aria-disabled={busy || undefined} onClick={() => void toggleHandled()}>
          {handled ? t('markNotHandled') : t('markHandled')}
        </button>
      </div>
      {replies.length > 0 && (
        <section aria-labelledby={`${id}-replies`} className="mt-4">
          <h4 id={`${id}-replies`} className="text-sm font-semibold">{t('repliesSent')}</h4>
          <ul className="mt-1 space-y-2">
            {replies.map((reply) => (
              <li key={reply.id} className="whitespace-pre-wrap break-words rounded border-l-4 border-primary bg-surface p-2 text-sm" data-testid="sent-reply">{reply.body}</li>
            ))}
          </ul>
        </section>
      )}
      <LeadReplyForm lead={lead} onReplied={onReplied} />
    </div>
  );
}
