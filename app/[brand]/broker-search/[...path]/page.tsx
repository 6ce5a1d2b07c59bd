import { notFound, permanentRedirect } from 'next/navigation';
import { pageBrand } from '@/lib/brand/page';
import { brokerSearchTarget } from '@/lib/brokers';
import { routeFromSegments } from '@/lib/routing';

type Props = { params: Promise<{ path: string[] }> };

export const revalidate = 300;
export const generateStaticParams = () => [];

/**
 * SPEC §2.2 land's `/member/{name}/` with a name instead of an id: a search for brokers by that name,
 * which is the broker directory's name search, so it redirects there for good (docs/brokers.md).
 */
export default async function BrokerSearchRoute({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'broker-search', path);
  if (!route) notFound();
  permanentRedirect(brokerSearchTarget(brand.urlDialect, route));
}
