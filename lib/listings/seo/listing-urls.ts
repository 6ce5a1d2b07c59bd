import { brandOrigin } from '@/lib/brand';
import { hostRules } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import { env } from '@/lib/env';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingHref } from '@/lib/listings/detail/listing-url';
import { hrefFor } from '@/lib/navigation';

/** The listing facts its URLs are made of. */
export type ListingUrlFacts = Pick<ListingDetail, 'id' | 'canonicalLocation' | 'updatedAt'>;

/**
 * The brand's origin for absolute URLs in cached pages (canonical, Open Graph, JSON-LD, the flyer):
 * from brand config only, never from a request's Host, so every visitor gets the same page
 * (production: https on the first configured hostname; demo: `<key>.localhost:<PORT>`).
 */
export function siteOrigin(brand: SiteBrand): string {
  return brandOrigin(brand.key, { rules: hostRules(), requestHost: null, trustedProto: null, demoPort: env().PORT });
}

/** The listing's canonical URL, absolute: the brand's origin and its one canonical path (listingHref). */
export function listingUrl(brand: SiteBrand, listing: ListingUrlFacts): string {
  return `${siteOrigin(brand)}${listingHref(brand, listing)}`;
}

export function flyerPath(brand: SiteBrand, listing: Pick<ListingDetail, 'id'>): string {
  return hrefFor(brand, { kind: 'flyer', propertyId: listing.id });
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The listing's Open Graph image. `v` changes whenever the listing does, so the image may be cached
 * for a long time (the route ignores `v`; it only makes a new URL for new facts).
 */
export function ogImagePath(listing: ListingUrlFacts): string {
  const version = Date.parse(listing.updatedAt);
  return `/api/og/listing/${listing.id}${Number.isFinite(version) ? `?v=${version.toString(36)}` : ''}`;
}
