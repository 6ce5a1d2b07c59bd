import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { DirectoryPage } from '@/components/broker/directory-page';
import { pageBrand } from '@/lib/brand/page';
import { directoryHref, memberTypeOf } from '@/lib/brokers';
import { directoryMetadata, readDirectory } from '@/lib/brokers/server';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { splitQuerySegment } from '@/lib/proxy/internal-path';
import { routeFromSegments, type DirectoryRoute } from '@/lib/routing';

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL, the name search included (the proxy folds the query into the path; docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** One reading per request for metadata and page (React's cache compares arguments by value). */
const read = cache((route: string, query: string) => notFoundOnInputError(() => readDirectory(JSON.parse(route) as DirectoryRoute, new URLSearchParams(query))));

async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const { segments, query } = splitQuerySegment(path);
  const route = routeFromSegments(brand.urlDialect, 'directory', segments);
  if (!route) notFound();
  const reading = await read(JSON.stringify(route), query);
  if (!reading.ok && reading.reason === 'redirect') permanentRedirect(directoryHref(brand.urlDialect, reading.view));
  if (!reading.ok) notFound();
  const t = await getTranslations('brokerDirectory');
  const memberType = memberTypeOf(route);
  const types = t(`types.${memberType ?? 'all'}`);
  const heading = reading.location.label ? t('headingIn', { types, place: reading.location.label }) : t('headingNational', { types });
  return { brand, reading, heading, t };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, reading, heading, t } = await load(props);
  return directoryMetadata(brand, reading, heading, t);
}

/** SPEC §2.1 broker directory: land /broker/…, farm /real-estate-agents/…, rec /find-agent/…. */
export default async function DirectoryRoutePage(props: Props) {
  const { brand, reading, heading } = await load(props);
  const { county, city, region } = reading.location;
  const areaLabel = county ? countyFullName(county.name, county.kind as CountyKind) : (city?.name ?? region?.name ?? null);
  return <DirectoryPage brand={brand} view={reading.view} heading={heading} placeLabel={reading.location.label} areaLabel={areaLabel}
    result={reading.result} counties={reading.counties} stateCounts={reading.stateCounts} />;
}
