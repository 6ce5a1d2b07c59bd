import { getTranslations } from 'next-intl/server';
import { enumLabels, type EnumLabels } from './labels';
import type { Translate } from './translate';

/** Server components and pages: the whole message tree of the brand being rendered. */
export async function getTranslate(): Promise<Translate> {
  return await getTranslations();
}

/** Server components and pages: enumeration labels in the brand's messages. */
export async function getLabels(): Promise<EnumLabels> {
  return enumLabels(await getTranslate());
}
