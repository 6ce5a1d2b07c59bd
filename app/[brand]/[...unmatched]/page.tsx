import { BrandNotFound } from '@/components/layout/brand-not-found';
import { DidYouMean } from '@/components/not-found/did-you-mean';
import { NearbyListings } from '@/components/not-found/nearby-listings';
import { pageBrand } from '@/lib/brand/page';
import { hintFromSegments } from '@/lib/not-found/hint';
import { notFoundHelp } from '@/lib/not-found/not-found-help';
import { notFoundHintSegments } from '@/lib/proxy/internal-path';

// Cached per brand and hint, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ unmatched: string[] }> };

/**
 * Paths the brand's dialect does not know, route kinds without a page, and pages whose listing, place
 * or broker does not exist are the brand's 404 page. It renders in full here, in the server HTML, and
 * the proxy answers it with status 404: calling notFound() under this layout would send an empty error
 * shell and fill it only after hydration. The proxy puts what it read from the URL asked for into the
 * path (lib/not-found/hint.ts), and the page offers the places spelled nearest to the one asked for,
 * or listings near a listing that is not there (docs/not-found.md). No script: server HTML only.
 */
export default async function UnmatchedPage({ params }: Props) {
  const [brand, { unmatched }] = await Promise.all([pageBrand(), params]);
  const help = await notFoundHelp(hintFromSegments(notFoundHintSegments(unmatched)));
  return (
    <>
      <BrandNotFound>
        <DidYouMean brand={brand} suggestions={help.suggestions} />
      </BrandNotFound>
      {help.nearby && <NearbyListings brand={brand} nearby={help.nearby} />}
    </>
  );
}
