'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { FormAlert, SubmitButton } from '@/components/ui/form-fields';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import { pushDataLayerEvent } from '@/lib/analytics';
import { leadFieldsSchema, type LeadContact, type LeadFields, type LeadFieldValues } from '@/lib/leads';
import { phoneVerified } from '@/lib/leads';
import { LeadFormFields, useDefaultLeadMessage, type LeadFieldName } from './lead-form-fields';
import { LeadFormSent } from './lead-form-sent';

export interface LeadFormProps {
  /** UI-store form id (SPEC §3 form submission state): the inline form and the modal's are two. */
  formId: string;
  idPrefix: string;
  contact: LeadContact;
  /** What the placeholder held when this replaced it, and the field that had the focus. */
  initialValues?: Partial<LeadFieldValues>;
  focusField?: LeadFieldName;
}

/** The fields a fresh form starts with: the SPEC §3 default message and the brand's consent default. */
export function leadDefaults(contact: LeadContact, defaultMessage: string): LeadFieldValues {
  return { name: '', email: '', phone: '', message: defaultMessage, wantsFinancing: contact.settings.consent.checkboxDefaultState, website: '' };
}

/**
 * The contact-broker form: SPEC §5 checks in the browser with the server's schema, the phone's format
 * first and then the SPEC §7 server check, and the server's field errors on their fields.
 */
export function LeadForm({ formId, idPrefix, contact, initialValues, focusField }: LeadFormProps) {
  const t = useTranslations('contact');
  const tf = useTranslations('forms');
  const tv = useTranslations('validation');
  const schema = useMemo(() => leadFieldsSchema({ phoneRequired: contact.settings.phoneRequired }), [contact.settings.phoneRequired]);
  const defaults = leadDefaults(contact, useDefaultLeadMessage(contact));
  const { form, submit, submission, again } = useVisitorForm<LeadFieldValues, LeadFields>({
    formId,
    schema,
    endpoint: '/api/leads',
    defaultValues: { ...defaults, ...initialValues },
    body: (fields) => ({ ...fields, payload: contact.payload }),
    beforeSend: async (fields) => (fields.phone && !(await phoneVerified(fields.phone)) ? { phone: tv('phoneVerified') } : {}),
    onSent: () => void pushDataLayerEvent('lead generated', contact.analytics, { leadSource: contact.payload.leadSource }),
  });
  const { register, setFocus, formState: { errors } } = form;

  useEffect(() => {
    if (focusField) setFocus(focusField);
  }, [focusField, setFocus]);

  if (submission.sent && submission.success) return <LeadFormSent brokerName={contact.brokerName} onAgain={again} />;
  const messages = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message])) as Partial<Record<LeadFieldName, string>>;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="relative">
      <LeadFormFields idPrefix={idPrefix} settings={contact.settings} bind={(name) => register(name)} errors={messages} />
      <FormAlert message={submission.message} />
      <SubmitButton busy={submission.submitting}>{submission.submitting ? tf('sending') : t('send')}</SubmitButton>
    </form>
  );
}
