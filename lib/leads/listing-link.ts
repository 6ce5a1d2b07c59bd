import type { SiteBrand } from '@/lib/brand/schema';
import { hrefFor } from '@/lib/navigation/links';

/** The listing's page as an absolute URL in the brand's dialect (for mail, where only absolute links work). */
export function listingUrl(brand: SiteBrand, origin: string, listing: { id: number; canonicalLocation: string }): string {
  return `${origin}${hrefFor(brand, { kind: 'property', id: listing.id, location: listing.canonicalLocation })}`;
}
