'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LeadContact, LeadFieldValues } from '@/lib/leads';
import { formSubmission } from '@/lib/ui';
import type { LeadFormProps } from './lead-form';
import { preloadLeadForm } from './lead-form-loader';
import type { LeadFieldName } from './lead-form-fields';

// The form's code (react-hook-form, zod, the schema) is no part of the page's first load: the same
// fields are drawn as plain inputs (`LeadFormPlaceholder`, rendered by the caller: on the server for the
// listing page), and the real form replaces them when the visitor reaches for them (pointer over,
// focus) or when the modal opens, keeping what was typed and the focus.


interface Loaded {
  Form: ComponentType<LeadFormProps>;
  values: Partial<LeadFieldValues>;
  focus: LeadFieldName | undefined;
}

const textFields: readonly LeadFieldName[] = ['name', 'email', 'phone', 'message', 'website'];

function typedValues(form: HTMLFormElement | null): Partial<LeadFieldValues> {
  if (!form) return {};
  const data = new FormData(form);
  const values: Partial<LeadFieldValues> = Object.fromEntries(textFields.map((name) => [name, String(data.get(name) ?? '')]));
  const consent = form.elements.namedItem('wantsFinancing');
  if (consent instanceof HTMLInputElement) values.wantsFinancing = consent.checked;
  return values;
}

interface LeadFormLazyProps {
  formId: string;
  idPrefix: string;
  contact: LeadContact;
  /** Load at once (the modal, which opens because the visitor asked for the form). */
  eager?: boolean;
  /** The fields as plain inputs with their starting values (`LeadFormPlaceholder`). */
  placeholder: ReactNode;
}

const fieldName = (element: EventTarget): LeadFieldName | undefined => {
  const name = element instanceof HTMLElement ? element.getAttribute('name') : null;
  return textFields.find((field) => field === name);
};

export function LeadFormLazy({ formId, idPrefix, contact, eager = false, placeholder: fields }: LeadFormLazyProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The plain field that has the focus now. The code may arrive before a modal moves the focus into the
  // plain fields (its chunk cached from an earlier opening): the real form then still takes it over.
  const [focused, setFocused] = useState<LeadFieldName | undefined>(undefined);
  const plainForm = useRef<HTMLFormElement>(null);
  // A form already sent (its success is in the store) is shown by the real form.
  const sent = useUiStore((s) => formSubmission(s, formId).sent);

  const load = useCallback(() => {
    void preloadLeadForm().then(({ LeadForm }) => {
      const active = document.activeElement;
      const focus = active instanceof HTMLElement && plainForm.current?.contains(active) ? (active.getAttribute('name') as LeadFieldName | null) ?? undefined : undefined;
      setLoaded((current) => current ?? { Form: LeadForm, values: typedValues(plainForm.current), focus });
    });
  }, []);

  useEffect(() => {
    if (eager || sent) load();
  }, [eager, sent, load]);

  if (loaded) return <loaded.Form formId={formId} idPrefix={idPrefix} contact={contact} initialValues={loaded.values} focusField={loaded.focus ?? focused} />;
  return (
    <form ref={plainForm} noValidate onPointerEnter={load} onSubmit={(e) => { e.preventDefault(); load(); }} className="relative"
      onFocus={(event) => {
        setFocused(fieldName(event.target));
        load();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(undefined);
      }}>
      {fields}
    </form>
  );
}
