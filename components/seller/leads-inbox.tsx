'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-fields';
import { announceLeadsChanged, sendLeadMarks, type InboxPage, type LeadStatus } from '@/lib/seller-leads';
import { LeadCard } from './lead-card';
import { LeadsFilters, type ListingFilter } from './leads-filters';
import { LeadsPager } from './leads-pager';
import { markedInboxPage, type LeadChange } from './marked-inbox-page';
import { useInboxPage } from './use-inbox-page';

/** The inbox without leads to show: none ever yet (what will arrive here), or none under the filters. */
function NoLeads({ page, filtered }: { page: InboxPage; filtered: boolean }) {
  const t = useTranslations('leadsInbox');
  if (filtered || page.totals.all > 0) return <p className="rounded-lg border border-line p-4 text-center text-muted">{t('noneHere')}</p>;
  return (
    <div className="rounded-lg border border-line p-6 text-center">
      <h3 className="font-semibold">{t('emptyTitle')}</h3>
      <p className="mt-1 text-muted">{t('emptyText')}</p>
    </div>
  );
}

/**
 * The seller's leads inbox (docs/seller-leads-inbox.md): the leads of their listings and profile, newest
 * first, filtered by status or one listing and paged; opening a lead reads it, and it can be marked
 * handled or answered by email. The unread badge in the tab bar is told of every change.
 */
export function LeadsInbox() {
  const t = useTranslations('leadsInbox');
  const { query, view, show, retry, change } = useInboxPage();
  const [listing, setListing] = useState<ListingFilter | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const applied = (id: number, done: LeadChange) => {
    setProblem(null);
    change((page) => markedInboxPage(page, id, done, new Date().toISOString()));
    announceLeadsChanged();
  };
  const mark = async (id: number, marks: { read?: true; handled?: boolean }) => {
    const updated = await sendLeadMarks({ ids: [id], ...marks });
    if (!updated?.includes(id)) {
      setProblem(t('saveFailed'));
      return false;
    }
    applied(id, marks);
    return true;
  };
  const showStatus = (status: LeadStatus) => show({ ...query, status, page: 1 });
  const showListing = (next: ListingFilter | null) => {
    setListing(next);
    show({ ...query, listingId: next?.id, page: 1 });
  };

  const page = view.state === 'failed' ? null : view.page;
  return (
    <section aria-labelledby="leads-inbox" className="min-w-0 rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id="leads-inbox" className="text-lg font-semibold">{t('title')}</h2>
      <LeadsFilters filters={query} listing={listing} totals={page?.totals ?? null} onStatus={showStatus} onAllListings={() => showListing(null)} />
      <FormAlert message={problem} />
      {view.state === 'loading' && <p role="status" className="text-sm text-muted">{t('loading')}</p>}
      {view.state === 'failed' && (
        <div className="rounded-lg border border-line p-4">
          <p role="alert" className="text-red-700">{t('failed')}</p>
          <button type="button" onClick={retry} className="mt-2 rounded border border-line px-3 py-1 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
            {t('retry')}
          </button>
        </div>
      )}
      {page && (
        <div aria-busy={view.state === 'loading'} className={clsx(view.state === 'loading' && 'opacity-60')}>
          {page.leads.length === 0 ? <NoLeads page={page} filtered={query.status !== 'all' || listing !== null} /> : (
            <ul className="space-y-3" aria-label={t('list')}>
              {page.leads.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead}
                    onOpen={() => void mark(lead.id, { read: true })}
                    onHandled={(handled) => mark(lead.id, { handled })}
                    onReplied={() => applied(lead.id, { replied: true })}
                    onOnlyListing={listing ? undefined : showListing} />
                </li>
              ))}
            </ul>
          )}
          <LeadsPager page={query.page} pages={page.pages} onPage={(next) => show({ ...query, page: next })} />
        </div>
      )}
    </section>
  );
}
