import { getTranslations } from 'next-intl/server';
import type { OutboxMail } from '@/lib/mail';

const stamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/** The demo and test outbox, newest first: who it was for, the subject, when it was stored, and the text. */
export async function OutboxList({ mails }: { mails: readonly OutboxMail[] }) {
  const t = await getTranslations('outbox');
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>
      {mails.length === 0 ? (
        <p className="mt-6">{t('empty')}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-line p-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold">{t('to')}</dt>
                <dd className="break-all">{mail.to}</dd>
                <dt className="font-semibold">{t('subject')}</dt>
                <dd>{mail.subject}</dd>
                <dt className="font-semibold">{t('stored')}</dt>
                <dd>
                  <time dateTime={mail.createdAt.toISOString()}>{stamp.format(mail.createdAt)} UTC</time>
                </dd>
              </dl>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
