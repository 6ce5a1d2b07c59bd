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

/** The version of a listing's sharing card: its update time, in base 36 (null when the time is unreadable). */
export function ogImageVersion(listing: Pick<ListingUrlFacts, 'updatedAt'>): string | null {
  const version = Date.parse(listing.updatedAt);
  return Number.isFinite(version) ? version.toString(36) : null;
}

/**
 * The listing's Open Graph image. `v` changes whenever the listing does, so the image at the URL with
 * the current `v` may be cached for a long time; any other `v` gets the current card, cached briefly.
 */
export function ogImagePath(listing: ListingUrlFacts): string {
  const version = ogImageVersion(listing);
  return `/api/og/listing/${listing.id}${version ? `?v=${version}` : ''}`;
}
