import { getTranslations } from 'next-intl/server';
import { enumLabels, type EnumLabels } from './labels';

/** Async server components and pages (which cannot call `useLabels`): labels in the brand's messages. */
export async function getLabels(): Promise<EnumLabels> {
  return enumLabels(await getTranslations());
}
