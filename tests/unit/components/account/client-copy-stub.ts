import type { AbstractIntlMessages } from 'next-intl';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { onDemandMessages, type OnDemandNamespace } from '@/lib/i18n/client-messages';

// What GET /api/copy answers (tests/unit/app/api/copy-route.test.ts), for component tests that open
// the account dialogs: `vi.mock('@/lib/i18n/load-client-copy', () => import('./client-copy-stub'))`.
// A test may set `copyFetch.fail` to see a fetch that fails.

export const copyFetch = { fail: false, asked: [] as OnDemandNamespace[] };

export async function loadClientCopy(name: OnDemandNamespace): Promise<AbstractIntlMessages> {
  copyFetch.asked.push(name);
  if (copyFetch.fail) throw new Error('offline');
  return onDemandMessages(loadCompiledMessages('land') as AbstractIntlMessages, name);
}
