import { PageClientCopy } from '@/components/ui/page-client-copy';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountSettings } from '@/components/account-pages/account-settings';
import { FavoriteProperties } from '@/components/account-pages/favorite-properties';
import { SavedSearches } from '@/components/account-pages/saved-searches';
import { requireAccountSession } from '@/lib/accounts/account-session';
import { favoritesPageHref, favoritesPageIndex } from '@/lib/accounts/favorites-page';
import { accountPageKeys, accountPageOf } from '@/lib/accounts/login-redirect';
import { pageBrand } from '@/lib/brand/page';
import { pageRobots } from '@/lib/brand/server';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// Per user: every request reads its session (lib/accounts/account-session.ts), so nothing here is cached.

type Props = { params: Promise<{ path: string[] }>; searchParams: Promise<{ page?: string | string[] }> };

async function load({ params }: Pick<Props, 'params'>) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'account', path);
  if (!route) notFound();
  return { brand, route, page: accountPageOf(route) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await load(props);
  const t = await getTranslations('accountPages.titles');
  return { title: t(accountPageKeys[page]), robots: pageRobots(true) };
}

/** SPEC §2.2 /account/, /account/details/, /account/savedsearches/, /account/savedproperties/: login required (SPEC §6). */
export default async function AccountPage(props: Props) {
  const { brand, route, page } = await load(props);
  if (route.section === 'saved-properties') {
    const pageIndex = favoritesPageIndex(route, (await props.searchParams).page);
    const { userId } = await requireAccountSession(brand, page, favoritesPageHref(brand, pageIndex));
    return <FavoriteProperties brand={brand} userId={userId} pageIndex={pageIndex} />;
  }
  const { userId } = await requireAccountSession(brand, page, hrefFor(brand, route));
  return page === 'saved-searches' ? (
    <PageClientCopy extra={['savedSearches']}>
      <SavedSearches brand={brand} userId={userId} />
    </PageClientCopy>
  ) : (
    <PageClientCopy extra={['accountDetails']}>
      <AccountSettings brand={brand} userId={userId} />
    </PageClientCopy>
  );
}
