import { createTranslator, type Messages } from 'next-intl';
import { loadCompiledMessages } from '@/lib/brand/server';
import type { Translate } from './translate';

/**
 * A brand's copy for server code outside a page (route handlers, mail, jobs), which has no next-intl
 * request config: the same compiled messages the brand's pages get.
 */
export function brandTranslator(brandKey: string): Translate {
  return createTranslator({ locale: 'en-US', messages: loadCompiledMessages(brandKey) as Messages });
}
