import type { SiteBrand } from '@/lib/brand';
import { MarketStatus, type MarketStatusId } from '@/lib/domain';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingUrl, siteOrigin } from './listing-urls';
import { shortText } from './listing-text';

// schema.org RealEstateListing for search engines (docs/listing-page.md "Search engines and sharing").

type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLd = { [key: string]: JsonLdValue | undefined };

/** Our decision: the four market statuses as schema.org ItemAvailability. */
const availability: Record<MarketStatusId, string> = {
  [MarketStatus.AVAILABLE]: 'https://schema.org/InStock',
  [MarketStatus.UNDER_CONTRACT]: 'https://schema.org/LimitedAvailability',
  [MarketStatus.OFF_MARKET]: 'https://schema.org/OutOfStock',
  [MarketStatus.SOLD]: 'https://schema.org/SoldOut',
};

/** Photos named in the JSON-LD: enough for a rich result, few enough to keep the page small. */
const MAX_IMAGES = 6;

function offer(listing: ListingDetail, url: string): JsonLd | undefined {
  // SPEC §5: 2 is Auction and null is Contact for Price: no price to offer.
  if (listing.price === null || listing.price <= 2) return undefined;
  return { '@type': 'Offer', price: listing.price, priceCurrency: 'USD', availability: availability[listing.marketStatus], url };
}

function place(listing: ListingDetail): JsonLd {
  const street = [listing.address1, listing.address2].filter(Boolean).join(', ');
  return {
    '@type': 'Place',
    name: listing.title,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      addressLocality: listing.city ?? undefined,
      addressRegion: listing.stateAbbreviation,
      postalCode: listing.zip ?? undefined,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
    additionalProperty: [{ '@type': 'PropertyValue', name: 'Lot size', value: listing.acres, unitCode: 'ACR', unitText: 'acres' }],
  };
}

/** The listing page's JSON-LD: the listing, its offer (when it has a price), the place and its photos. */
export function listingJsonLd(brand: SiteBrand, listing: ListingDetail): JsonLd {
  const url = listingUrl(brand, listing);
  const origin = siteOrigin(brand);
  const images = listing.media.photos.slice(0, MAX_IMAGES).map((p) => `${origin}${resizedImageUrl({ documentId: p.documentId, ...imageSizes.detailDesktop })}`);
  const about = place(listing);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: listing.title,
    description: shortText(listing.description, 500) || undefined,
    datePosted: listing.dateListed,
    dateModified: listing.updatedAt,
    image: images.length > 0 ? images : undefined,
    offers: offer(listing, url),
    about,
    contentLocation: about,
    provider: { '@type': 'Organization', name: brand.name, url: origin },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written as `\u003c`, so no listing text
 * ("</script><script>...") can close the element; U+2028/2029 are escaped for old parsers. Still JSON.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
