'use client';

import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  fetchListingStats, fetchMyListings, numbersQueryFromUrl, urlFromNumbersQuery, type ListingStatsView, type MyListingView, type NumbersQuery, type StatsDays,
} from '@/lib/listing-editor';
import { NumbersChartFrame } from './numbers-chart-frame';
import { NumbersControls } from './numbers-controls';
import { NumbersTable } from './numbers-table';
import { NumbersTotals } from './numbers-totals';

/** An answer with the request it answers, so a stale one is never shown as the current one; null value: it failed. */
type Answer<T> = { key: string; value: T | null };

// The picker offers the latest listings: those changed last first, as "My listings" opens.
const latestListings = { status: 'all', q: '', sort: 'updated', page: 1 } as const;

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('listingNumbers');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-red-700">{message}</p>
      <button type="button" onClick={onRetry} className="rounded border border-line px-3 py-1 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
        {t('retry')}
      </button>
    </div>
  );
}

/** Totals, chart and table of one listing's numbers; null while they load (the same room, so nothing moves). */
function NumbersReport({ stats, days }: { stats: ListingStatsView | null; days: StatsDays }) {
  const t = useTranslations('listingNumbers');
  const points = stats && stats.dates.map((date, i) => ({ date, views: stats.series.views[i] ?? 0, leads: stats.series.leads[i] ?? 0 }));
  return (
    <>
      <NumbersTotals totals={stats && stats.totals} days={days} />
      <NumbersChartFrame points={points} labels={{ views: t('measures.views'), leads: t('measures.leads') }}
        title={t('chartTitle')} description={t('chartLabel', { days })} />
      <NumbersTable stats={stats} />
    </>
  );
}

/**
 * A seller's numbers page (docs/seller-numbers.md): one listing's views, phone reveals, leads,
 * favourites, shares, flyer prints and document clicks per day over 30 or 90 days, the same for every
 * plan. The URL holds the choice (`?listing=42&days=90`); without a listing it shows the latest one.
 */
export function ListingNumbers() {
  const t = useTranslations('listingNumbers');
  const router = useRouter();
  const query = numbersQueryFromUrl(useSearchParams());
  const [listingsTry, setListingsTry] = useState(0);
  const [listings, setListings] = useState<Answer<MyListingView[]> | null>(null);
  const [statsTry, setStatsTry] = useState(0);
  const [stats, setStats] = useState<Answer<ListingStatsView> | null>(null);

  useEffect(() => {
    let current = true;
    void fetchMyListings(latestListings).then((page) => {
      if (current) setListings({ key: String(listingsTry), value: page ? page.rows : null });
    });
    return () => {
      current = false;
    };
  }, [listingsTry]);

  // undefined while loading, null when it failed.
  const rows = listings?.key === String(listingsTry) ? listings.value : undefined;
  const listingId = query.listing ?? rows?.[0]?.id;
  const days = query.days;
  const statsKey = `${listingId}/${days}/${statsTry}`;

  useEffect(() => {
    if (listingId === undefined) return;
    let current = true;
    void fetchListingStats(listingId, days).then((value) => {
      if (current) setStats({ key: `${listingId}/${days}/${statsTry}`, value });
    });
    return () => {
      current = false;
    };
  }, [listingId, days, statsTry]);

  const shown = stats?.key === statsKey ? stats.value : undefined;
  const go = (next: NumbersQuery) => router.replace(`${window.location.pathname}${urlFromNumbersQuery(next)}`, { scroll: false });
  const empty = rows !== undefined && rows !== null && rows.length === 0 && query.listing === undefined;

  return (
    <section aria-labelledby="listing-numbers" className="min-w-0 rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id="listing-numbers" className="text-lg font-semibold">{t('title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('note')}</p>
      <p role="status" className="sr-only">{!empty && rows !== null && shown === undefined ? t('loading') : ''}</p>
      {rows === null ? (
        <Failure message={t('listingsFailed')} onRetry={() => setListingsTry((n) => n + 1)} />
      ) : empty ? (
        <p className="mt-4">{t('none')}</p>
      ) : (
        <>
          <NumbersControls listings={rows} listingId={listingId} days={days}
            onListing={(listing) => go({ listing, days })} onDays={(next) => go({ listing: listingId, days: next })} />
          {shown === null
            ? <Failure message={t('statsFailed')} onRetry={() => setStatsTry((n) => n + 1)} />
            : <NumbersReport stats={shown ?? null} days={days} />}
        </>
      )}
    </section>
  );
}
