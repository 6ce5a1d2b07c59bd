import type { SiteBrand } from '@/lib/brand';
import { listingHref } from '@/lib/listings/detail/listing-url';

/** The listing's page as an absolute URL (mail, where only absolute links work): its one canonical path on the brand's origin. */
export function listingUrl(brand: SiteBrand, origin: string, listing: { id: number; canonicalLocation: string }): string {
  return `${origin}${listingHref(brand, listing)}`;
}
