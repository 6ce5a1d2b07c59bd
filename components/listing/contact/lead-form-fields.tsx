import { useTranslations } from 'next-intl';
import { CheckboxField, HoneypotField, TextAreaField, TextField, type FieldBinding } from '@/components/ui/form-fields';
import type { LeadContact, LeadFieldValues } from '@/lib/leads';
import { showsConsent, type LeadFormSettings } from '@/lib/leads';

export type LeadFieldName = keyof LeadFieldValues;

interface LeadFormFieldsProps {
  idPrefix: string;
  settings: LeadFormSettings;
  bind: (name: LeadFieldName) => FieldBinding;
  errors: Partial<Record<LeadFieldName, string>>;
}

/**
 * The message a fresh form starts with: SPEC §3's naming the listing, or on a broker's profile (no
 * listing) one to the broker.
 */
export function useDefaultLeadMessage(contact: LeadContact): string {
  const t = useTranslations('contact');
  return contact.payload.listingId === null ? t('defaultProfileMessage', { name: contact.brokerName }) : t('defaultMessage', { title: contact.title });
}

/** The contact form's fields (SPEC §3 modal): name, email, phone, message, the brand's consent checkbox and the honeypot. */
export function LeadFormFields({ idPrefix, settings, bind, errors }: LeadFormFieldsProps) {
  const t = useTranslations('contact');
  const tf = useTranslations('forms');
  const id = (name: LeadFieldName) => `${idPrefix}-${name}`;
  const phoneLabel = settings.phoneRequired ? t('phone') : tf('optional', { label: t('phone') });
  return (
    <>
      <TextField id={id('name')} label={t('name')} autoComplete="name" error={errors.name} binding={bind('name')} />
      <TextField id={id('email')} label={t('email')} type="email" autoComplete="email" error={errors.email} binding={bind('email')} />
      <TextField id={id('phone')} label={phoneLabel} type="tel" autoComplete="tel" error={errors.phone} binding={bind('phone')} />
      <TextAreaField id={id('message')} label={t('message')} error={errors.message} binding={bind('message')} />
      {showsConsent(settings) && <CheckboxField id={id('wantsFinancing')} label={settings.consent.checkboxLabel} binding={bind('wantsFinancing')} />}
      <HoneypotField id={id('website')} label={tf('honeypot')} binding={bind('website')} />
    </>
  );
}
