import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { OgCard } from './og-card';
import { brandAsset } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';
import { MarketStatus } from '@/lib/domain';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { enumLabels } from '@/lib/i18n/labels';
import { imageQuality, imageSizes } from '@/lib/images';
import { resizedImageVariant } from '@/lib/images/server';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { listingPlace, shortText } from './listing-text';
import { OG_IMAGE_SIZE } from './listing-urls';
import { ogFontFamily, ogFonts, ogText } from './og-fonts';

/** The image URL changes with the listing (ogImagePath), so a week in every cache is safe. */
export const OG_CACHE_CONTROL = 'public, max-age=604800, s-maxage=604800, stale-while-revalidate=86400';
/** A URL without the listing's current `v` (an old share, a made-up one) gets the current card for five minutes. */
export const OG_UNVERSIONED_CACHE_CONTROL = 'public, max-age=300, s-maxage=300';

export type OgImageResult = { kind: 'image'; png: Uint8Array } | { kind: 'busy'; retryAfterSeconds: number };

const dataUrl = (type: string, body: Uint8Array) => `data:${type};base64,${Buffer.from(body).toString('base64')}`;

/** The first photo as JPEG (Satori reads no WebP) at the detail size, from the image service's cache and queue. */
async function photo(listing: ListingDetail): Promise<string | null | 'busy'> {
  const first = listing.media.photos[0];
  if (!first) return null;
  const variant = await resizedImageVariant({ documentId: first.documentId, ...imageSizes.detailDesktop, fit: 'cover', quality: imageQuality.default, format: 'jpeg' });
  if (variant?.kind === 'busy') return 'busy';
  return variant?.kind === 'image' ? dataUrl('image/jpeg', variant.body) : null;
}

async function logo(brand: SiteBrand): Promise<string | null> {
  const asset = await brandAsset(brand, brand.theme.logo);
  return asset ? dataUrl(asset.contentType, asset.body) : null;
}

/**
 * The listing's 1200x630 PNG sharing card (DESIGN §3 next/og): photo, price (SPEC §5), acres, place,
 * status and the brand's colours, name and logo. Rendered whole before answering, so a failure is an
 * error response and never a cut-off image; 'busy' when the image service sheds load (try later,
 * rather than caching a card without its photo for a week).
 */
export async function listingOgImage(brand: SiteBrand, listing: ListingDetail): Promise<OgImageResult> {
  const [fonts, picture, mark] = await Promise.all([ogFonts(brand), photo(listing), logo(brand)]);
  if (picture === 'busy') return { kind: 'busy', retryAfterSeconds: 2 };
  const status = listing.marketStatus === MarketStatus.AVAILABLE ? null : enumLabels(brandTranslator(brand.key)).marketStatus(listing.marketStatus);
  const card = createElement(OgCard, {
    brandName: ogText(brand.name),
    colors: brand.theme.colors,
    fontFamily: ogFontFamily(brand),
    logo: mark,
    photo: picture,
    title: shortText(ogText(listing.title), 90),
    price: ogText(priceDisplay(listing.price)),
    acres: ogText(acresDisplay(listing.acres)),
    place: ogText(listingPlace(listing)),
    status: status && ogText(status),
  });
  const response = new ImageResponse(card, { ...OG_IMAGE_SIZE, fonts });
  return { kind: 'image', png: new Uint8Array(await response.arrayBuffer()) };
}
