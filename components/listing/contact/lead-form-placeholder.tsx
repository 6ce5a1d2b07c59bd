import { useTranslations } from 'next-intl';
import { SubmitButton, type FieldBinding } from '@/components/ui/form-fields';
import type { LeadContact } from '@/lib/leads';
import { LeadFormFields, useDefaultLeadMessage, type LeadFieldName } from './lead-form-fields';

/**
 * The contact form drawn as plain inputs with its starting values, for `LeadFormLazy` to show until the
 * real form's code arrives. No client code of its own: the listing page renders it on the server, so
 * the fields cost no first-load JavaScript; the modal (a lazy chunk already) renders it in the browser.
 */
export function LeadFormPlaceholder({ idPrefix, contact }: { idPrefix: string; contact: LeadContact }) {
  const t = useTranslations('contact');
  const defaults: Record<LeadFieldName, string | boolean> = {
    name: '', email: '', phone: '', message: useDefaultLeadMessage(contact), wantsFinancing: contact.settings.consent.checkboxDefaultState, website: '',
  };
  const bind = (name: LeadFieldName): FieldBinding => {
    const value = defaults[name];
    return typeof value === 'boolean' ? { name, defaultChecked: value } : { name, defaultValue: value };
  };
  return (
    <>
      <LeadFormFields idPrefix={idPrefix} settings={contact.settings} bind={bind} errors={{}} />
      <p className="min-h-5" />
      <SubmitButton>{t('send')}</SubmitButton>
    </>
  );
}
