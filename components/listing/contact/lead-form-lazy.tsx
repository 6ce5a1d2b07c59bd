'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { SubmitButton, type FieldBinding } from '@/components/ui/form-fields';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LeadContact, LeadFieldValues } from '@/lib/leads';
import { formSubmission } from '@/lib/ui';
import type { LeadFormProps } from './lead-form';
import { preloadLeadForm } from './lead-form-loader';
import { LeadFormFields, useDefaultLeadMessage, type LeadFieldName } from './lead-form-fields';

// The form's code (react-hook-form, zod, the schema) is no part of the page's first load: the same
// fields are drawn as plain inputs, and the real form replaces them when the visitor reaches for them
// (pointer over, focus) or when the modal opens, keeping what was typed and the focus.


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
}

export function LeadFormLazy({ formId, idPrefix, contact, eager = false }: LeadFormLazyProps) {
  const t = useTranslations('contact');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const placeholder = useRef<HTMLFormElement>(null);
  // A form already sent (its success is in the store) is shown by the real form.
  const sent = useUiStore((s) => formSubmission(s, formId).sent);
  const defaultMessage = useDefaultLeadMessage(contact);

  const load = useCallback(() => {
    void preloadLeadForm().then(({ LeadForm }) => {
      const active = document.activeElement;
      const focus = active instanceof HTMLElement && placeholder.current?.contains(active) ? (active.getAttribute('name') as LeadFieldName | null) ?? undefined : undefined;
      setLoaded((current) => current ?? { Form: LeadForm, values: typedValues(placeholder.current), focus });
    });
  }, []);

  useEffect(() => {
    if (eager || sent) load();
  }, [eager, sent, load]);

  if (loaded) return <loaded.Form formId={formId} idPrefix={idPrefix} contact={contact} initialValues={loaded.values} focusField={loaded.focus} />;
  const defaults: Record<LeadFieldName, string | boolean> = {
    name: '', email: '', phone: '', message: defaultMessage, wantsFinancing: contact.settings.consent.checkboxDefaultState, website: '',
  };
  const bind = (name: LeadFieldName): FieldBinding => {
    const value = defaults[name];
    return typeof value === 'boolean' ? { name, defaultChecked: value } : { name, defaultValue: value };
  };
  return (
    <form ref={placeholder} noValidate onPointerEnter={load} onFocus={load} onSubmit={(e) => { e.preventDefault(); load(); }} className="relative">
      <LeadFormFields idPrefix={idPrefix} settings={contact.settings} bind={bind} errors={{}} />
      <p className="min-h-5" />
      <SubmitButton>{t('send')}</SubmitButton>
    </form>
  );
}
