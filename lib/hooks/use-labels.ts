import { useTranslations } from 'next-intl';
import { enumLabels, type EnumLabels } from '@/lib/i18n/labels';

/** Enumeration labels in the brand's messages, for components (server or client) that render them. */
export function useLabels(): EnumLabels {
  return enumLabels(useTranslations());
}
