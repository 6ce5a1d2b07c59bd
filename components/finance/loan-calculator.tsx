'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { controlClass } from '@/components/ui/form-fields';
import {
  checkLoanTerms, downPaymentFor, formatUsd, loanPresets, loanSchedule, parseAmount, readCalculatorQuery, yearlyTotals,
  type CalculatorQuery, type LoanPresetKey, type LoanTerms,
} from '@/lib/finance';
import { AmortizationChart } from './amortization-chart';
import { AmortizationTable } from './amortization-table';

/** The form's text as typed; `balloon` is '' for none. */
interface Fields {
  price: string;
  downPayment: string;
  rate: string;
  term: string;
  balloon: string;
}

type FieldName = keyof LoanTerms;

const defaultPrice = 100_000;
const termChoices = Array.from({ length: 36 }, (_, i) => i + 5);
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A balloon at or after the end of the term is dropped (the balloon list only offers earlier years). */
const withBalloonInTerm = (fields: Fields): Fields => (fields.balloon !== '' && Number(fields.balloon) >= Number(fields.term) ? { ...fields, balloon: '' } : fields);

function startingFields(price: number, query: CalculatorQuery = {}): Fields {
  const preset = loanPresets.bank;
  const chosenPrice = query.price ?? price;
  const balloon = query.balloonYears ?? preset.balloonYears;
  return withBalloonInTerm({
    price: String(chosenPrice),
    downPayment: String(query.downPayment ?? downPaymentFor(chosenPrice, preset.downPaymentPercent)),
    rate: String(query.annualRatePercent ?? preset.annualRatePercent),
    term: String(query.termYears ?? preset.termYears),
    balloon: balloon === null ? '' : String(balloon),
  });
}

function termsOf(fields: Fields) {
  return checkLoanTerms({
    price: parseAmount(fields.price),
    downPayment: parseAmount(fields.downPayment),
    annualRatePercent: parseAmount(fields.rate),
    termYears: Number(fields.term),
    balloonYears: fields.balloon === '' ? null : Number(fields.balloon),
  });
}

/** The land-loan calculator: terms on the left, the payment, chart and schedule on the right (stacked on phones). */
export function LoanCalculator({ initialPrice = defaultPrice }: { initialPrice?: number }) {
  const t = useTranslations('loanCalculator');
  const [fields, setFields] = useState<Fields>(() => startingFields(initialPrice));

  useEffect(() => {
    const query = readCalculatorQuery(window.location.search);
    if (Object.keys(query).length === 0) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's HTML is cached without the query: a link's terms apply after hydration
    setFields(startingFields(initialPrice, query));
  }, [initialPrice]);

  const parsed = termsOf(fields);
  const terms = parsed.ok ? parsed.terms : null;
  const schedule = terms ? loanSchedule(terms) : null;
  const years = schedule ? yearlyTotals(schedule) : [];
  const invalid = new Set<string>(parsed.ok ? [] : parsed.invalid);
  const errorOf = (field: FieldName) => (invalid.has(field) ? t(`errors.${field}`) : undefined);

  const update = (name: keyof Fields) => (value: string) => setFields((current) => withBalloonInTerm({ ...current, [name]: value }));
  const applyPreset = (key: LoanPresetKey) => {
    const preset = loanPresets[key];
    setFields((current) => {
      const price = parseAmount(current.price);
      return {
        ...current,
        downPayment: price === null ? current.downPayment : String(downPaymentFor(price, preset.downPaymentPercent)),
        rate: String(preset.annualRatePercent),
        term: String(preset.termYears),
        balloon: preset.balloonYears === null ? '' : String(preset.balloonYears),
      };
    });
  };

  const price = parseAmount(fields.price);
  const down = parseAmount(fields.downPayment);
  const downShare = price !== null && price > 0 && down !== null && down <= price ? t('downShare', { percent: percentFormat.format(down / price) }) : undefined;
  const term = Number(fields.term);
  const termOptions = termChoices.includes(term) ? termChoices : [...termChoices, term].sort((a, b) => a - b);
  const balloonChoices = Array.from({ length: Math.max(term - 1, 0) }, (_, i) => i + 1);

  return (
    <section id="loan-calculator" aria-labelledby="loan-calculator-heading" className="rounded-lg border border-line bg-white p-4 sm:p-6">
      <h2 id="loan-calculator-heading" className="text-xl font-bold text-ink">{t('heading')}</h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
        <form noValidate onSubmit={(event) => event.preventDefault()} className="min-w-0">
          <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t('presets')}>
            <PresetButton onClick={() => applyPreset('bank')}>{t('bankPreset')}</PresetButton>
            <PresetButton onClick={() => applyPreset('ownerFinance')}>{t('ownerFinancePreset')}</PresetButton>
          </div>
          <Field id="loan-price" label={t('price')} error={errorOf('price')}>
            {(described) => <AmountInput id="loan-price" value={fields.price} onChange={update('price')} {...described} />}
          </Field>
          <Field id="loan-down" label={t('downPayment')} error={errorOf('downPayment')} hint={downShare}>
            {(described) => <AmountInput id="loan-down" value={fields.downPayment} onChange={update('downPayment')} {...described} />}
          </Field>
          <Field id="loan-rate" label={t('rate')} error={errorOf('annualRatePercent')}>
            {(described) => <AmountInput id="loan-rate" value={fields.rate} onChange={update('rate')} {...described} />}
          </Field>
          <div className="grid grid-cols-2 gap-x-4">
            <Field id="loan-term" label={t('term')} error={errorOf('termYears')}>
              {(described) => (
                <select id="loan-term" value={fields.term} onChange={(event) => update('term')(event.target.value)} className={controlClass} {...described}>
                  {termOptions.map((years) => <option key={years} value={years}>{t('years', { years })}</option>)}
                </select>
              )}
            </Field>
            <Field id="loan-balloon" label={t('balloon')} error={errorOf('balloonYears')}>
              {(described) => (
                <select id="loan-balloon" value={fields.balloon} onChange={(event) => update('balloon')(event.target.value)} className={controlClass} {...described}>
                  <option value="">{t('noBalloon')}</option>
                  {balloonChoices.map((years) => <option key={years} value={years}>{t('balloonAfter', { years })}</option>)}
                </select>
              )}
            </Field>
          </div>
        </form>
        <div className="min-w-0">
          <div aria-live="polite" aria-atomic="true">
            {schedule ? (
              <dl className="rounded-lg bg-surface p-4">
                <dt className="text-sm font-semibold text-muted">{t('monthlyPayment')}</dt>
                <dd className="text-4xl font-bold text-ink tabular-nums">{formatUsd(schedule.monthlyPayment)}</dd>
              </dl>
            ) : (
              <p className="rounded-lg bg-surface p-4 text-sm font-semibold text-ink">{t('fixFields')}</p>
            )}
          </div>
          {schedule && terms && (
            <>
              <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
                <Figure label={t('loanAmount')} value={formatUsd(schedule.loanAmount)} />
                <Figure label={t('totalInterest')} value={formatUsd(schedule.totalInterest)} />
                <Figure label={t('totalPaid')} value={formatUsd(schedule.totalPaid)} />
                {schedule.balloonPayment !== null && terms.balloonYears !== null && (
                  <Figure label={t('balloonDue')} value={formatUsd(schedule.balloonPayment)} note={t('dueAfter', { years: terms.balloonYears })} />
                )}
              </dl>
              {schedule.rows.length === 0 ? (
                <p className="mt-4 text-sm text-muted">{t('nothingToFinance')}</p>
              ) : (
                <>
                  <AmortizationChart years={years} />
                  <AmortizationTable years={years} rows={schedule.rows} balloonPayment={schedule.balloonPayment} />
                </>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

interface Described {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: (described: Described) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && <p id={`${id}-hint`} className="mt-1 text-sm text-muted">{hint}</p>}
      {/* Always rendered (one line high) so a message appearing moves nothing. */}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">{error}</p>
    </div>
  );
}

function AmountInput({ id, value, onChange, ...described }: Described & { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={clsx(controlClass, 'tabular-nums')}
      {...described}
    />
  );
}

function PresetButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="rounded border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
      {children}
    </button>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded border border-line p-3">
      <dt className="text-muted">{label}</dt>
      <dd className="text-lg font-bold text-ink tabular-nums">{value}</dd>
      {note && <dd className="text-muted">{note}</dd>}
    </div>
  );
}
