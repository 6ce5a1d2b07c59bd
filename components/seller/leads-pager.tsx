'use client';

import { useTranslations } from 'next-intl';

const buttonClass = 'rounded border border-line px-3 py-1 hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40';

/** Previous and next page of the inbox, with where the seller is; nothing when everything fits on one page. */
export function LeadsPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations('leadsInbox');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="mt-4 flex items-center justify-between gap-2 text-sm">
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</button>
      <span>{t('page', { page, pages })}</span>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</button>
    </nav>
  );
}
