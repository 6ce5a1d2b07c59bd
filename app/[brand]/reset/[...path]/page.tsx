import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordPage } from '@/components/account/reset-password-page';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { pageRobots } from '@/lib/brand/server';
import { pageBrand } from '@/lib/brand/page';
import { namedHref } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// A shell without per-visitor content: the key is in the path, the form posts it (docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountUi');
  // The key must not travel on as a referrer to anything the page links or loads.
  return { title: t('resetHeading'), robots: pageRobots(true), referrer: 'no-referrer' };
}

/** SPEC §2.2 /reset/{resetKey} (route kind 'reset'): a new password for the account the mailed key names. */
export default async function ResetPage({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'reset', path);
  if (!route) notFound();
  return (
    // The form's words, which other pages fetch with the account dialogs (lib/i18n/client-messages.ts).
    <PageClientCopy extra={['accountUi']}>
      <ResetPasswordPage resetKey={route.key} loginHref={namedHref(brand, 'login')} forgotHref={namedHref(brand, 'login', { mode: 'forgot' })} />
    </PageClientCopy>
  );
}
