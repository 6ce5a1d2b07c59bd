'use client';

import { useTranslations } from 'next-intl';
import { statsMeasures, type ListingStatsView } from '@/lib/listing-editor';
import { longStatsDay } from './stats-day-format';

/** The chart's numbers as a table, one row per day, newest first: readable without the chart. */
export function NumbersTable({ stats }: { stats: ListingStatsView | null }) {
  const t = useTranslations('listingNumbers');
  const rows = stats ? stats.dates.map((date, i) => ({ date, i })).reverse() : [];
  const caption = stats ? t('tableCaption', { days: stats.days }) : t('loading');
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-semibold text-primary underline underline-offset-2">{t('byDay')}</summary>
      {/* Scrolls on its own on phones, so the page never does; focusable so the keyboard can scroll it. */}
      <div className="mt-2 overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
        <table className="w-full min-w-[40rem] text-right text-sm tabular-nums">
          <caption className="pb-2 text-left text-xs text-muted">{caption}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="p-2 text-left">{t('day')}</th>
              {statsMeasures.map((measure) => <th key={measure} scope="col" className="p-2">{t(`measures.${measure}`)}</th>)}
            </tr>
          </thead>
          <tbody>
            {stats && rows.map(({ date, i }) => (
              <tr key={date} className="border-t border-line">
                <th scope="row" className="whitespace-nowrap p-2 text-left font-normal">
                  <time dateTime={date}>{longStatsDay(date)}</time>
                </th>
                {statsMeasures.map((measure) => <td key={measure} className="p-2">{(stats.series[measure][i] ?? 0).toLocaleString('en-US')}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
