'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { leadsExportHref, leadStatuses, type InboxTotals, type LeadFilters, type LeadStatus } from '@/lib/seller-leads';

export interface ListingFilter {
  id: number;
  title: string;
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The inbox's filters: a status (every lead, the new ones, the handled ones) with its count, the one
 * listing chosen from a lead (cleared here), and the CSV download of what they match.
 */
export function LeadsFilters({ filters, listing, totals, onStatus, onAllListings }: {
  filters: LeadFilters;
  listing: ListingFilter | null;
  totals: InboxTotals | null;
  onStatus: (status: LeadStatus) => void;
  onAllListings: () => void;
}) {
  const t = useTranslations('leadsInbox');
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('show')} className="flex flex-wrap gap-1">
          {leadStatuses.map((status) => (
            <button key={status} type="button" aria-pressed={filters.status === status} onClick={() => onStatus(status)}
              className={clsx('rounded-full border px-3 py-1 text-sm', focusRing, filters.status === status ? 'border-primary bg-primary text-primary-text' : 'border-line hover:bg-surface')}>
              {t(`status.${status}`)} <span className="opacity-80">({totals?.[status] ?? 0})</span>
            </button>
          ))}
        </div>
        <a href={leadsExportHref(filters)} download className={clsx('rounded border border-line px-3 py-1 text-sm font-semibold hover:bg-surface', focusRing)}>
          {t('export')}
        </a>
      </div>
      {totals && <p className="text-sm text-muted">{t('unreadTotal', { count: totals.unread })}</p>}
      {listing && (
        <p className="flex flex-wrap items-center gap-2 rounded bg-surface px-3 py-2 text-sm">
          <span className="min-w-0 break-words font-semibold">{t('listingFilter', { title: listing.title })}</span>
          <button type="button" onClick={onAllListings} className={clsx('rounded text-primary underline', focusRing)}>{t('allListings')}</button>
        </p>
      )}
    </div>
  );
}
