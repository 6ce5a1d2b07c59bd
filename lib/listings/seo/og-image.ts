import { createElement } from 'react';
import { OgCard } from './og-card';
import type { SiteBrand } from '@/lib/brand';
import { MarketStatus } from '@/lib/domain';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { enumLabels } from '@/lib/i18n/labels';
import { imageSizes } from '@/lib/images';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { listingPlace, shortText } from './listing-text';
import { ogFontFamily, ogFonts, ogText } from './og-fonts';
import { OG_BUSY, ogBrandLogo, ogPicture, renderOgPng, type OgImageResult } from './og-render';

export type { OgImageResult } from './og-render';

/** The first photo at the detail size. */
function photo(listing: ListingDetail): Promise<string | null | 'busy'> {
  const first = listing.media.photos[0];
  return first ? ogPicture(first.documentId, imageSizes.detailDesktop) : Promise.resolve(null);
}

/**
 * The listing's 1200x630 PNG sharing card (DESIGN §3 next/og): photo, price (SPEC §5), acres, place,
 * status and the brand's colours, name and logo. Rendered whole before answering, so a failure is an
 * error response and never a cut-off image; 'busy' when the image service sheds load (try later,
 * rather than caching a card without its photo for a week).
 */
export async function listingOgImage(brand: SiteBrand, listing: ListingDetail): Promise<OgImageResult> {
  const [fonts, picture, mark] = await Promise.all([ogFonts(brand), photo(listing), ogBrandLogo(brand)]);
  if (picture === 'busy') return OG_BUSY;
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
  return renderOgPng(card, fonts);
}
