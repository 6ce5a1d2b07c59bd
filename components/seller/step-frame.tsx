'use client';

import { useTranslations } from 'next-intl';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-fields';

/** One step of the add-listing form: its heading, fields, the form-wide message and Back / Save and continue. */
export function StepFrame({ title, submit, busy, message, onBack, children }: {
  title: string;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  message: string | null;
  onBack?: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('sellerWorkspace.actions');
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} aria-labelledby="listing-step-title" className="space-y-2">
      <h2 id="listing-step-title" tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none">{title}</h2>
      {children}
      <FormAlert message={message} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        {onBack ? (
          <button type="button" onClick={onBack} className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">{t('back')}</button>
        ) : <span />}
        <button type="submit" aria-disabled={busy || undefined} className="rounded bg-primary px-5 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}

/** A group of checkboxes for a list field (property types, activities...): one fieldset, a legend, a grid. */
export function ChoiceGroup({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="mb-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 md:grid-cols-3">{children}</div>
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">{error}</p>
    </fieldset>
  );
}

export function Choice({ id, label, binding }: { id: string; label: string; binding: React.InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 py-1 text-sm">
      <input id={id} type="checkbox" className="h-4 w-4 accent-primary" {...binding} />
      {label}
    </label>
  );
}
