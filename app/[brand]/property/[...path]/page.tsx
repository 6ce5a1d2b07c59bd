import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { PropertyPage as ListingPropertyPage } from '@/components/listing/property-page';
import { pageBrand } from '@/lib/brand/page';
import { getListingDetail, propertyPageTarget, similarListings } from '@/lib/listings/detail';
import { localMapTowns } from '@/lib/listings/media/local-map-towns';
import { listingMetadata } from '@/lib/listings/seo';
import { routeFromSegments } from '@/lib/routing';

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL (docs/caching.md): the same page for every visitor; recently viewed, the
// view count and the forms load in the browser.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** One read per request for metadata and page (React's cache compares the id by value). */
const listingById = cache(getListingDetail);

/** The listing a property URL names: rendered, 308 to its canonical URL (another place), or the brand's 404. */
async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'property', path);
  const listing = route ? await listingById(route.id) : null;
  const target = propertyPageTarget(brand, route, listing);
  if (target.action === 'redirect') permanentRedirect(target.href);
  if (target.action === 'not-found' || !listing) notFound();
  return { brand, listing };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, listing } = await load(props);
  // Title in the brand's pattern (the layout's template), description, canonical URL, Open Graph image.
  return listingMetadata(brand, listing, await getTranslations());
}

export default async function PropertyPage(props: Props) {
  const { brand, listing } = await load(props);
  // Both need only the listing: one round trip of the database's, not two in a row (docs/performance.md).
  const [similar, towns] = await Promise.all([similarListings(listing), localMapTowns(listing.countyId)]);
  return <ListingPropertyPage brand={brand} listing={listing} similar={similar} towns={towns} now={new Date()} />;
}
