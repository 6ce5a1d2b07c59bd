import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { SitemapPage } from '@/components/sitemap/sitemap-page';
import { pageBrand } from '@/lib/brand/page';
import { pageRobots } from '@/lib/brand/server';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { siteOrigin } from '@/lib/listings/seo';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments, type RouteOf } from '@/lib/routing';
import { readSitemap, type SitemapReading } from '@/lib/sitemap-pages/server';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

/** One reading per request for metadata and page. */
const read = cache((route: string) => notFoundOnInputError(() => readSitemap(JSON.parse(route) as RouteOf<'sitemap'>)));

async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'sitemap', path);
  const reading = route ? await read(JSON.stringify(route)) : null;
  if (!route || !reading) notFound();
  const t = await getTranslations('sitemapPage');
  const base = headingOf(reading, t);
  // A later page of a long list says which: its title differs from the first page's.
  const paging = 'paging' in reading ? reading.paging : null;
  const heading = paging && paging.page > 0 ? t('pageHeading', { heading: base, n: paging.page + 1, count: paging.pageCount }) : base;
  return { brand, route, reading, heading, t };
}

function headingOf(reading: SitemapReading, t: Awaited<ReturnType<typeof getTranslations<'sitemapPage'>>>): string {
  switch (reading.kind) {
    case 'root':
      return t('rootHeading');
    case 'state':
      return t('stateHeading', { state: reading.state.name });
    case 'county':
      return t('countyHeading', { county: reading.county.name, state: reading.state.abbreviation });
    case 'featured':
      return t('featuredHeading', { state: reading.state.name });
    case 'new':
      return t('newHeading', { state: reading.state.name });
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, route, reading, heading, t } = await load(props);
  const url = `${siteOrigin(brand)}${hrefFor(brand, route)}`;
  const description = reading.kind === 'root'
    ? t('rootDescription', { brand: brand.name })
    : t('placeDescription', { place: reading.kind === 'county' ? `${reading.county.name}, ${reading.state.abbreviation}` : reading.state.name, brand: brand.name });
  return { title: heading, description, alternates: { canonical: url }, robots: pageRobots() };
}

/** SPEC §2.2 /sitemap/, /sitemap/{state}, /sitemap/{county}-{ST}, featured and new listings per state; rec /sitemap[/slug]. */
export default async function SitemapRoutePage(props: Props) {
  const { brand, reading, heading } = await load(props);
  return <SitemapPage brand={brand} reading={reading} heading={heading} />;
}
