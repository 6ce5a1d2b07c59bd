import type { Metadata } from 'next';
import { pageRobots } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { listingPlace, shortText } from './listing-text';
import { listingUrl, OG_IMAGE_SIZE, ogImagePath, siteOrigin } from './listing-urls';

/** Search engines show about this much of a description. */
export const META_DESCRIPTION_MAX = 160;

/** "$250,000 · 40 acres · Llano, Llano County, TX. Rolling hills with ..." within 160 characters. */
export function listingDescription(listing: ListingDetail): string {
  const facts = [priceDisplay(listing.price), acresDisplay(listing.acres), listingPlace(listing)].filter(Boolean).join(' · ');
  return shortText(`${facts}. ${listing.description}`, META_DESCRIPTION_MAX);
}

/**
 * The listing page's title, description, canonical URL, Open Graph and Twitter card (with the
 * listing's image from /api/og/listing/{id}) and robots (SPEC §4). All URLs are absolute on the
 * brand's own origin. `t` is the page's translator for the whole message tree.
 */
export function listingMetadata(brand: SiteBrand, listing: ListingDetail, t: Translate): Metadata {
  const url = listingUrl(brand, listing);
  const description = listingDescription(listing);
  const image = {
    url: `${siteOrigin(brand)}${ogImagePath(listing)}`,
    ...OG_IMAGE_SIZE,
    type: 'image/png',
    alt: t('listingSeo.imageAlt', { title: listing.title, price: priceDisplay(listing.price), acres: acresDisplay(listing.acres) }),
  };
  return {
    title: listing.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, siteName: brand.name, locale: 'en_US', title: listing.title, description, images: [image] },
    twitter: { card: 'summary_large_image', title: listing.title, description, images: [{ url: image.url, alt: image.alt }] },
    robots: pageRobots(),
  };
}
