import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SellerLogBeacon } from '@/components/broker/seller-log-beacon';
import { SearchResults } from '@/components/search/search-results';
import { pageBrand } from '@/lib/brand/page';
import { routeFromSegments } from '@/lib/routing';
import { brokerSummary } from '@/lib/search/broker-summary';
import { defaultCriteria } from '@/lib/search/criteria';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

async function load(params: Props['params']) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'propertylink', path);
  const broker = route ? await brokerSummary(route.brokerId) : null;
  if (!route || !broker) notFound();
  return { brand, broker };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { broker } = await load(params);
  return { title: `Properties listed by ${broker.name}` };
}

/** SPEC §2.2 /propertylink/:brokerId: the search screen for one broker's listings ('seller results' is logged from the browser). */
export default async function PropertyLinkPage({ params }: Props) {
  const { brand, broker } = await load(params);
  return (
    <>
      <SellerLogBeacon accountId={broker.accountId} logType="seller results" pageType="broker listings" />
      <SearchResults brand={brand} criteria={defaultCriteria({ brokerId: broker.accountId })} heading={`Properties listed by ${broker.name}`} place={{}} savable={false} />
    </>
  );
}
