'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PlanFeature } from '@/lib/listing-editor';

export interface PlanColumn {
  id: string;
  name: string;
  features: readonly PlanFeature[];
  current?: boolean;
  /** The button under the column (request it), if any. */
  action?: ReactNode;
}

const allFeatures: readonly PlanFeature[] = ['photoGallery', 'brokerBlock', 'contactButtons', 'largerPlacard', 'largestPlacard', 'searchCarousel', 'rankedFirst'];

/**
 * Plans or upgrades side by side with what each includes: a table from tablets up, one card per plan on
 * phones (the same facts, no sideways scrolling).
 */
export function PlanTable({ caption, columns }: { caption: string; columns: readonly PlanColumn[] }) {
  const t = useTranslations('planPanel');
  const features = allFeatures.filter((feature) => columns.some((column) => column.features.includes(feature)));
  const mark = (column: PlanColumn, feature: PlanFeature) =>
    column.features.includes(feature) ? <span aria-label={t('included')} className="font-bold text-primary">✓</span> : <span aria-label={t('notIncluded')} className="text-muted">–</span>;
  return (
    <>
      <table className="hidden w-full border-collapse text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left font-semibold text-muted">{t('feature')}</th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={clsx('p-2 text-center', column.current && 'rounded-t-lg bg-primary/10')}>
                <span className="block text-base font-bold">{column.name}</span>
                {column.current && <span className="text-xs font-semibold text-primary">{t('yourPlan')}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature} className="border-t border-line">
              <th scope="row" className="p-2 text-left font-normal">{t(`features.${feature}`)}</th>
              {columns.map((column) => <td key={column.id} className={clsx('p-2 text-center', column.current && 'bg-primary/10')}>{mark(column, feature)}</td>)}
            </tr>
          ))}
          <tr className="border-t border-line">
            <td />
            {columns.map((column) => <td key={column.id} className={clsx('p-2 text-center', column.current && 'rounded-b-lg bg-primary/10')}>{column.action}</td>)}
          </tr>
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {columns.map((column) => (
          <li key={column.id} className={clsx('rounded-lg border p-4', column.current ? 'border-primary bg-primary/5' : 'border-line bg-white')}>
            <p className="flex items-baseline justify-between gap-2">
              <span className="text-base font-bold">{column.name}</span>
              {column.current && <span className="text-xs font-semibold text-primary">{t('yourPlan')}</span>}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {features.filter((feature) => column.features.includes(feature)).map((feature) => <li key={feature}>✓ {t(`features.${feature}`)}</li>)}
            </ul>
            {column.action && <div className="mt-3">{column.action}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
