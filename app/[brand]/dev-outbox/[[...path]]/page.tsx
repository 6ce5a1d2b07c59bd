import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { OutboxList } from '@/components/mail/outbox-list';
import { pageBrand } from '@/lib/brand/page';
import { isDemoMode } from '@/lib/env';
import { isLocalRequest } from '@/lib/http/local-request';
import { readOutbox } from '@/lib/mail';
import { routeFromSegments } from '@/lib/routing';

// The outbox changes with every message and is no public page: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Mail outbox', robots: { index: false, follow: false } };

type Props = { params: Promise<{ path?: string[] }> };

/**
 * /dev/outbox/: the mail a demo or test server stored instead of sending (DESIGN §3), for a browser on
 * this machine only (it holds every login and reset link). Production, or another machine: the brand's 404.
 */
export default async function DevOutboxPage({ params }: Props) {
  const [brand, { path }, requestHeaders] = await Promise.all([pageBrand(), params, headers()]);
  if (!isDemoMode() || !isLocalRequest(requestHeaders) || !routeFromSegments(brand.urlDialect, 'dev-outbox', path)) notFound();
  return <OutboxList mails={await readOutbox(100)} />;
}
