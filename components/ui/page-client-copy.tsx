import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageClientMessages } from '@/lib/i18n/client-messages';
import { AddedClientCopy } from './added-client-copy';

/**
 * Hands a page's own client components the copy only they read (`extra` namespaces) on top of what the
 * root layout gives every page, so the rest of the site does not carry it. Only the extra namespaces
 * travel with the page: the browser adds them to the layout's (components/ui/added-client-copy.tsx).
 */
export async function PageClientCopy({ extra, children }: { extra: readonly string[]; children: ReactNode }) {
  return <AddedClientCopy messages={pageClientMessages(await getMessages(), extra)}>{children}</AddedClientCopy>;
}
