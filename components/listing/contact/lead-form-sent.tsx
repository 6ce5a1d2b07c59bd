import { useTranslations } from 'next-intl';

/** The contact form after the lead was taken (SPEC §3 form state "sent" and "success"). */
export function LeadFormSent({ brokerName, onAgain }: { brokerName: string; onAgain: () => void }) {
  const t = useTranslations('contact');
  return (
    <div role="status" className="py-4">
      <p className="text-lg font-semibold">{t('sent')}</p>
      <p className="mt-1 text-muted">{t('sentDetail', { name: brokerName })}</p>
      <button type="button" onClick={onAgain} className="mt-4 font-semibold text-primary underline underline-offset-2">{t('sendAnother')}</button>
    </div>
  );
}
