import clsx from 'clsx';
import type { ReactNode } from 'react';

// Plain form controls for the visitor forms. No form library here: the same markup serves a form's
// placeholder (before its code loads) and the form itself, which spreads react-hook-form's register()
// into `binding`, so nothing moves when one replaces the other.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control is wired with: react-hook-form's register() result, or a name and a default value. */
export interface FieldBinding {
  name: string;
  ref?: (instance: Control | null) => void;
  onChange?: (event: { target: EventTarget | null; type?: string }) => unknown;
  onBlur?: (event: { target: EventTarget | null; type?: string }) => unknown;
  defaultValue?: string;
  defaultChecked?: boolean;
}

/**
 * A form's text box, select or text area. Chrome draws a select at its font's normal line height
 * whatever `line-height` says, 2 px short of a text box beside it: the select gets the text box's
 * height (1.5rem of text, 1rem of padding, 2px of border) as its floor.
 */
export const controlClass = 'block w-full rounded border border-line bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-red-700 [&:is(select)]:min-h-[calc(2.5rem+2px)]';

/** A small control inside a table row or a bar of buttons (a quick price, a status change). */
export const smallControlClass = 'rounded border border-line bg-white px-1.5 py-1 text-xs text-ink focus-visible:outline-2 focus-visible:outline-primary aria-[invalid=true]:border-red-700';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  binding: FieldBinding;
}

function FieldFrame({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">{label}</label>
      {hint && <p id={`${id}-hint`} className="mb-1 text-sm text-muted">{hint}</p>}
      {children}
      {/* Always rendered (one line high) so a message appearing moves nothing. */}
      <p id={`${id}-error`} className="min-h-5 text-sm text-red-700">{error}</p>
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
};

/** A one-line field; `hint` is a rule stated above it (e.g. the password policy), read with the field. */
export function TextField({ id, label, error, binding, hint, type = 'text', autoComplete }: FieldProps & { type?: 'text' | 'email' | 'tel' | 'password'; autoComplete?: string; hint?: string }) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} type={type} autoComplete={autoComplete} className={controlClass} {...described(id, error, hint)} {...binding} />
    </FieldFrame>
  );
}

export function TextAreaField({ id, label, error, binding, rows = 4 }: FieldProps & { rows?: number }) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea id={id} rows={rows} className={clsx(controlClass, 'resize-y')} {...described(id, error)} {...binding} />
    </FieldFrame>
  );
}

export function SelectField({ id, label, error, binding, children }: FieldProps & { children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select id={id} className={controlClass} {...described(id, error)} {...binding}>{children}</select>
    </FieldFrame>
  );
}

export function CheckboxField({ id, label, binding }: Omit<FieldProps, 'error'>) {
  return (
    <div className="mb-3 flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-primary" {...binding} />
      <label htmlFor={id} className="text-sm">{label}</label>
    </div>
  );
}

/** The honeypot: off screen and hidden from assistive technology and the Tab key; only bots fill it. */
export function HoneypotField({ id, label, binding }: Omit<FieldProps, 'error'>) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...binding} />
    </div>
  );
}

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <button type="submit" aria-disabled={busy || undefined} className="w-full rounded bg-primary px-4 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
      {children}
    </button>
  );
}

/** A form-wide message (the server refused, too many requests): announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return <p role="alert" className="min-h-5 text-sm text-red-700">{message}</p>;
}
