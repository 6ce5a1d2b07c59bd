import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { FinancePage } from '@/components/finance/finance-page';
import { pageBrand } from '@/lib/brand/page';
import { pageRobots } from '@/lib/brand/server';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { readFinanceCenter } from '@/lib/finance/server';
import { siteOrigin } from '@/lib/listings/seo';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// Cached per brand and finance center, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

/** One reading per request for metadata and page; a database failure is the error page, never a cached 404. */
const readCenter = cache((id: number) => notFoundOnInputError(() => readFinanceCenter(id)));

/**
 * The proxy appends the `fcid` of `/financing?fcid=7` as a last segment (lib/proxy/internal-path.ts).
 * No `fcid` is the brand's own finance center (brand file financeCenter.financeId), or none; an `fcid`
 * that names no listed center is the brand's 404.
 */
async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const [segment, fcid, ...rest] = path;
  const route = segment !== undefined && rest.length === 0 ? routeFromSegments(brand.urlDialect, 'financing', [segment]) : null;
  if (!route) notFound();
  if (fcid !== undefined && !/^[1-9]\d{0,8}$/.test(fcid)) notFound();
  const id = fcid !== undefined ? Number(fcid) : brand.financeCenter.financeId;
  const center = id > 0 ? await readCenter(id) : null;
  if (fcid !== undefined && !center) notFound();
  return { brand, route, center };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, route, center } = await load(props);
  const t = await getTranslations('financePage');
  const query = center ? { fcid: String(center.id) } : undefined;
  return {
    title: center ? t('centerTitle', { name: center.name }) : t('title'),
    description: center?.headline ?? t('description', { brand: brand.name }),
    alternates: { canonical: `${siteOrigin(brand)}${hrefFor(brand, route, query)}` },
    robots: pageRobots(),
  };
}

/** SPEC §2.2 /financing?fcid={id}: the finance center, the land-loan calculator and lenders by place. */
export default async function FinancingPage(props: Props) {
  const { brand, center } = await load(props);
  return <FinancePage brand={brand} center={center} />;
}
