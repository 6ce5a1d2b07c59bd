import { z } from 'zod';
import type { SiteBrand } from '@/lib/brand';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import type { ViewedListingJson } from '@/lib/listings/viewed/viewed-listing-json';
import type { ListingPlacard } from '@/lib/listings/placard';
import { listingHref } from './listing-url';
import { MAX_VIEWED_IDS } from './viewed-listings';

/** SPEC §7 `{ids joined by dash}`: 1 to 20 listing ids. */
export const viewedIdsParamSchema = z
  .string()
  .regex(/^\d{1,16}(?:-\d{1,16})*$/, 'Give listing ids joined by dashes, like 12-345')
  .transform((text) => text.split('-').map(Number))
  .pipe(z.array(z.int().positive('Listing ids start at 1').max(Number.MAX_SAFE_INTEGER, 'A listing id is too large'))
    .max(MAX_VIEWED_IDS, `Give at most ${MAX_VIEWED_IDS} listing ids`));

/** One viewed listing as the endpoint answers it: labels as on placards, the link in the brand's dialect. */
export function viewedListingJson(brand: SiteBrand, l: ListingPlacard): ViewedListingJson {
  const photo = l.imageIds[0];
  return {
    id: l.id,
    title: l.title,
    href: listingHref(brand, l),
    priceLabel: priceDisplay(l.price),
    acresLabel: acresDisplay(l.acres),
    place: [l.city, l.county, l.stateCode].filter(Boolean).join(', '),
    imageSrc: photo === undefined ? null : resizedImageUrl({ documentId: photo, ...imageSizes.thumbnail }),
    marketStatus: l.marketStatus,
  };
}
