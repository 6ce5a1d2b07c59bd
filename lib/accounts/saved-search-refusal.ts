import { apiFieldErrors } from '@/lib/http/field-errors';
import type { Translate } from '@/lib/i18n/translate';

/** A refused saved-search write as the form shows it; null for "not found" (the caller's 404). */
export function savedSearchRefusal(reason: 'not-a-search' | 'not-found' | 'too-many', t: Translate): Response | null {
  if (reason === 'not-a-search') return apiFieldErrors(422, { url: t('account.notASearch') });
  if (reason === 'too-many') return apiFieldErrors(422, { name: t('account.tooManySearches') });
  return null;
}
