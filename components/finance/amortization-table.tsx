'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatUsd, type ScheduleRow, type YearTotals } from '@/lib/finance';

const yearGrid = 'grid grid-cols-[6rem_repeat(3,minmax(0,1fr))] gap-x-3 px-3 py-2';
const money = 'text-right tabular-nums whitespace-nowrap';
const cell = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';

interface Props {
  years: readonly YearTotals[];
  rows: readonly ScheduleRow[];
  balloonPayment: number | null;
}

/** The schedule year by year; each year opens onto its months. Scrolls inside itself on narrow phones. */
export function AmortizationTable({ years, rows, balloonPayment }: Props) {
  const t = useTranslations('loanCalculator');
  const lastMonth = rows.at(-1)?.month ?? 0;
  return (
    <div className="mt-6">
      <h3 className="text-lg font-bold">{t('scheduleTitle')}</h3>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <div className="min-w-[24rem] text-sm">
          <div aria-hidden="true" className={`${yearGrid} bg-surface font-semibold text-muted`}>
            <span>{t('year')}</span>
            <span className="text-right">{t('principal')}</span>
            <span className="text-right">{t('interest')}</span>
            <span className="text-right">{t('endBalance')}</span>
          </div>
          {years.map((year) => (
            <YearDetails key={year.year} year={year} months={rows.filter((row) => Math.ceil(row.month / 12) === year.year)} />
          ))}
        </div>
      </div>
      {balloonPayment !== null && (
        <p className="mt-2 text-sm text-muted">{t('balloonNote', { month: lastMonth, amount: formatUsd(balloonPayment) })}</p>
      )}
    </div>
  );
}

function YearDetails({ year, months }: { year: YearTotals; months: readonly ScheduleRow[] }) {
  const t = useTranslations('loanCalculator');
  // A long loan has hundreds of months: a year's rows are drawn only while it is open.
  const [open, setOpen] = useState(false);
  return (
    <details className="group border-t border-line" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={`${yearGrid} cursor-pointer list-none hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden`}>
        <span className="flex items-center gap-1 font-semibold">
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">▸</span>
          {t('yearNumber', { year: year.year })}
        </span>
        <span className={money}><span className="sr-only">{t('principal')}: </span>{formatUsd(year.principal)}</span>
        <span className={money}><span className="sr-only">{t('interest')}: </span>{formatUsd(year.interest)}</span>
        <span className={money}><span className="sr-only">{t('endBalance')}: </span>{formatUsd(year.endBalance)}</span>
      </summary>
      {open && (
        <table className="mb-2 w-full">
          <caption className="sr-only">{t('monthsOfYear', { year: year.year })}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left font-semibold">{t('month')}</th>
              <th scope="col" className={`${cell} font-semibold`}>{t('payment')}</th>
              <th scope="col" className={`${cell} font-semibold`}>{t('principal')}</th>
              <th scope="col" className={`${cell} font-semibold`}>{t('interest')}</th>
              <th scope="col" className={`${cell} font-semibold`}>{t('balance')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.month} className="border-t border-line/60">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">{row.month}</th>
                <td className={cell}>{formatUsd(row.payment)}</td>
                <td className={cell}>{formatUsd(row.principal)}</td>
                <td className={cell}>{formatUsd(row.interest)}</td>
                <td className={cell}>{formatUsd(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
