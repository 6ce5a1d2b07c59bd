import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { PostRefusal } from '@/lib/leads';
import { useUiStoreApi } from './use-ui-store';
import { useVisitorForm, type VisitorForm, type VisitorFormOptions } from './use-visitor-form';

// The account forms (login, sign-up, forgot, reset and change password) on the visitor-form wiring.
// Their refusals say more than "could not be sent": a 401 or 400 carries the server's sentence from the
// messages ("The email or password is incorrect.", "This reset link has expired ..."), and too many
// tries get their own. A form starts fresh each time it is shown (its modal or page mounts it).

export function useAccountForm<V extends FieldValues, O>(options: VisitorFormOptions<V, O>): VisitorForm<V, O> {
  const t = useTranslations('accountUi');
  const tf = useTranslations('forms');
  const store = useUiStoreApi();
  const { formId, onRefused } = options;
  const accountRefusal = (refusal: PostRefusal): string | null | undefined => {
    const own = onRefused?.(refusal);
    if (own !== undefined) return own;
    if (refusal.status === 429) return t('tooManyTries');
    if (refusal.status === 400 || refusal.status === 401) return refusal.errors[0] ?? tf('failed');
    return undefined;
  };
  useEffect(() => () => store.getState().resetForm(formId), [store, formId]);
  return useVisitorForm({ ...options, onRefused: accountRefusal });
}
