import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ListingFlyer } from '@/components/listing/flyer/listing-flyer';
import { pageRobots } from '@/lib/brand/server';
import { pageBrand } from '@/lib/brand/page';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { getListingDetail } from '@/lib/listings/detail';
import { listingUrl } from '@/lib/listings/seo';
import { routeFromSegments } from '@/lib/routing';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

/** One database read per request: metadata and page both need the listing. */
const readListing = cache((id: number) => notFoundOnInputError(() => getListingDetail(id)));

async function load(params: Props['params']) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'flyer', path);
  const listing = route ? await readListing(route.propertyId) : null;
  if (!listing) notFound();
  return { brand, listing };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, listing } = await load(params);
  const t = await getTranslations('flyer');
  // The flyer repeats the listing page: search engines get the listing page instead.
  return { title: t('title', { title: listing.title }), alternates: { canonical: listingUrl(brand, listing) }, robots: pageRobots(true) };
}

/** SPEC §2.2 /flyer/{id}/: the listing as one printable Letter page. Unknown id: the brand's 404. */
export default async function FlyerPage({ params }: Props) {
  const { brand, listing } = await load(params);
  return <ListingFlyer brand={brand} listing={listing} />;
}
