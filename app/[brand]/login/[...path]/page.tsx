import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginPageContent } from '@/components/account/login-page-content';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { accountPages, loginTitle } from '@/lib/accounts/login-redirect';
import { pageRobots } from '@/lib/brand/server';
import { pageBrand } from '@/lib/brand/page';
import { namedHref } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// The same page for everyone (the query is read in the browser), cached like the other public pages
// (docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('accountUi');
  return { title: t('titles.login'), robots: pageRobots(true) };
}

/** SPEC §2.2 /login (route kind 'login'): log in, sign up (?mode=signup) or ask for a reset link (?mode=forgot). */
export default async function LoginPage({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  if (!routeFromSegments(brand.urlDialect, 'login', path)) notFound();
  const t = await getTranslations();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      {/* The forms' words, which other pages fetch with the account dialogs (lib/i18n/client-messages.ts). */}
      <PageClientCopy extra={['accountUi']}>
        <LoginPageContent knownTitles={accountPages.map((page) => loginTitle(t, brand, page))} homeHref={namedHref(brand, 'home')} />
      </PageClientCopy>
    </div>
  );
}
