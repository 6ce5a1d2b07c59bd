import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { SellerLogBeacon } from '@/components/broker/seller-log-beacon';
import { SearchResults } from '@/components/search/search-results';
import { pageBrand } from '@/lib/brand/page';
import { brokerDisplayName, brokerProfileRoute } from '@/lib/brokers';
import { brokerListingsMetadata, brokerListingsPage, getBrokerProfile } from '@/lib/brokers/server';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { hrefFor } from '@/lib/navigation';
import { splitQuerySegment } from '@/lib/proxy/internal-path';
import { routeFromSegments } from '@/lib/routing';

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL, the query included (the proxy folds it into the path; docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** One read per request for metadata and page (React's cache compares the id by value). */
const profileById = cache((id: number) => notFoundOnInputError(() => getBrokerProfile(id)));

/** The broker's listings a URL names with the query's filters, or its redirect (308 name or inactive broker, 307 bad parameters) or 404. */
async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const { segments, query } = splitQuerySegment(path);
  const route = routeFromSegments(brand.urlDialect, 'broker-listings', segments);
  const profile = route ? await profileById(route.id) : null;
  const page = brokerListingsPage(brand, route, query, profile);
  if (page.action === 'redirect' && page.permanent) permanentRedirect(page.href);
  if (page.action === 'redirect') redirect(page.href);
  if (page.action === 'not-found' || !profile) notFound();
  return { brand, profile, name: brokerDisplayName(profile), ...page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, profile, name, href } = await load(props);
  const t = await getTranslations('brokerListings');
  const description = t('description', { count: profile.stats.activeCount, name, brand: brand.name });
  return brokerListingsMetadata(brand, { title: t('heading', { name }), description }, href);
}

/** SPEC §2.2-2.4 a broker's listings: the search screen of one seller's listings, every next URL on this path. */
export default async function BrokerListingsRoute(props: Props) {
  const { brand, profile, name, criteria, broker } = await load(props);
  const t = await getTranslations('brokerListings');
  const profileLink = (
    <p className="mt-1 text-sm">
      <a href={hrefFor(brand, brokerProfileRoute(profile))} className="font-semibold underline underline-offset-2" data-testid="broker-profile-link">{t('profileLink', { name })}</a>
    </p>
  );
  // Saved searches and popular-search reports read search URLs only, so this page offers no saving (docs/brokers.md).
  return (
    <>
      {/* SPEC §7 'seller results': counted from the browser, since the page is cached. */}
      <SellerLogBeacon accountId={profile.accountId} logType="seller results" pageType="broker listings" />
      <SearchResults brand={brand} criteria={criteria} heading={t('heading', { name })} place={{}} broker={broker} name={name} subheading={profileLink} savable={false} />
    </>
  );
}
