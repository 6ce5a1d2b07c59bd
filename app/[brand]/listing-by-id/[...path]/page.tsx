import { notFound, permanentRedirect } from 'next/navigation';
import { pageBrand } from '@/lib/brand/page';
import { listingByIdTarget, listingLocation } from '@/lib/listings/detail';
import { routeFromSegments } from '@/lib/routing';

type Props = { params: Promise<{ path: string[] }> };

// Cached like every public page (docs/caching.md): the redirect is the same for every visitor.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** `/listing/{id}`, `/property/{id}` and rec's `/pid/{id}` (DESIGN §2): 308 to the listing's canonical URL, or the brand's 404. */
export default async function ListingByIdPage({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'listing-by-id', path);
  const target = listingByIdTarget(brand, route, route ? await listingLocation(route.id) : null);
  if (target.action === 'redirect') permanentRedirect(target.href);
  notFound();
}
