import { createTranslator, type Messages } from 'next-intl';
import { loadCompiledMessages } from '@/lib/brand/messages';
import type { Translate } from '@/lib/i18n/translate';

/** The whole message tree of a brand as the pages get it from `getTranslations()`. */
export function brandTranslate(brandKey: 'land' | 'farm' | 'rec'): Translate {
  // Typed as next-intl's app messages (untyped keys), like `getTranslations()` in the pages.
  const messages = loadCompiledMessages(brandKey) as Messages;
  return createTranslator({ locale: 'en-US', messages });
}
