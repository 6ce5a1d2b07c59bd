import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LandsConnectorOverview } from '@/components/account-pages/lands-connector-overview';
import { SellerSectionPage, sectionTitleKeys } from '@/components/account-pages/seller-section-page';
import { requireAccountSession } from '@/lib/accounts/account-session';
import { pageBrand } from '@/lib/brand/page';
import { pageRobots } from '@/lib/brand/server';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// Per user: the request's session is read (lib/accounts/account-session.ts), so nothing here is cached.

type Props = { params: Promise<{ path: string[] }> };

async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'lands-connector', path);
  if (!route) notFound();
  return { brand, route };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { route } = await load(props);
  const t = await getTranslations('accountPages.titles');
  return { title: t(route.section ? sectionTitleKeys[route.section] : 'landsConnector'), robots: pageRobots(true) };
}

/** SPEC §2.2 /lands-connector/: login required (SPEC §6); what it shows is ours (docs/accounts.md). */
export default async function LandsConnectorPage(props: Props) {
  const { brand, route } = await load(props);
  const { userId } = await requireAccountSession(brand, 'lands-connector', hrefFor(brand, route));
  return route.section ? <SellerSectionPage brand={brand} userId={userId} section={route.section} /> : <LandsConnectorOverview brand={brand} userId={userId} />;
}
