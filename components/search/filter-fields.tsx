'use client';

import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// A select gets the text box's height as its floor (1.25rem of text, 0.75rem of padding, 2px of border):
// Chrome draws it at the font's normal line height, shorter than the text box beside it.
const input = 'w-full rounded border border-line bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-700 [&:is(select)]:min-h-[calc(2rem+2px)]';

/** A labelled text input with its SPEC §5 message under it. */
export function TextField({ label, registration, error, inputMode = 'decimal', placeholder, className }: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  inputMode?: 'decimal' | 'numeric' | 'search' | 'text';
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1 text-sm', className)}>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...registration} inputMode={inputMode} placeholder={placeholder} autoComplete="off"
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={input} />
      {error && <span id={`${id}-error`} role="alert" className="text-xs text-red-700">{error}</span>}
    </div>
  );
}

export function SelectField({ label, registration, children, className }: {
  label: string;
  registration: UseFormRegisterReturn;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1 text-sm', className)}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...registration} className={input}>{children}</select>
    </div>
  );
}

/** A group of checkboxes for one list field (react-hook-form collects the checked values). */
export function CheckboxGroup({ legend, registration, options }: {
  legend: string;
  registration: UseFormRegisterReturn;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <fieldset className="min-w-0 rounded border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={option.value} {...registration} className="size-4 accent-[var(--brand-accent)]" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}
