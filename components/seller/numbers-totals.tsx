'use client';

import { useTranslations } from 'next-intl';
import { statsMeasures, type StatsDays, type StatsMeasure } from '@/lib/listing-editor';

/** The period's total per measure, as a grid of small cards; dashes while the numbers load. */
export function NumbersTotals({ totals, days }: { totals: Readonly<Record<StatsMeasure, number>> | null; days: StatsDays }) {
  const t = useTranslations('listingNumbers');
  return (
    <section aria-labelledby="numbers-totals" className="mt-5">
      <h3 id="numbers-totals" className="text-sm font-semibold">{t('totals', { days })}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-busy={totals === null}>
        {statsMeasures.map((measure) => (
          <div key={measure} className="min-w-0 rounded border border-line p-3" data-testid={`total-${measure}`}>
            <dt className="text-xs text-muted">{t(`measures.${measure}`)}</dt>
            <dd className="text-2xl font-bold tabular-nums">{totals ? totals[measure].toLocaleString('en-US') : '–'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
