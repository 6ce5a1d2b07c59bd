import type { SiteBrand } from '@/lib/brand';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingJsonLd, serializeJsonLd } from '@/lib/listings/seo';

export interface ListingJsonLdProps {
  brand: SiteBrand;
  listing: ListingDetail;
}

/** The listing's schema.org RealEstateListing as a script element (escaped: lib/listings/seo/json-ld.ts). */
export function ListingJsonLd({ brand, listing }: ListingJsonLdProps) {
  // The one place a string becomes HTML: serializeJsonLd writes every `<` as \u003c, so listing text cannot end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(listingJsonLd(brand, listing)) }} />;
}
