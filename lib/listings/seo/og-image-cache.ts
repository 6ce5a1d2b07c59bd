import type { SiteBrand } from '@/lib/brand';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { OgCardCache, ogCardCache, resetOgCardCache, type OgCardCacheOptions } from './og-card-cache';
import { listingOgImage } from './og-image';
import type { OgImageResult } from './og-render';

// Listing cards in the card cache (og-card-cache.ts): one per brand, listing and update time.

export type DrawOgImage = (brand: SiteBrand, listing: ListingDetail) => Promise<OgImageResult>;

export class OgImageCache {
  readonly #cards: OgCardCache;

  constructor(
    private readonly draw: DrawOgImage = listingOgImage,
    cards: OgCardCache | OgCardCacheOptions = new OgCardCache(),
  ) {
    this.#cards = cards instanceof OgCardCache ? cards : new OgCardCache(cards);
  }

  get size(): number {
    return this.#cards.size;
  }

  image(brand: SiteBrand, listing: ListingDetail): Promise<OgImageResult> {
    return this.#cards.image(`${brand.key}:listing:${listing.id}:${listing.updatedAt}`, () => this.draw(brand, listing));
  }
}

let shared: OgImageCache | undefined;

/** The process's listing cards. */
export function ogImageCache(): OgImageCache {
  shared ??= new OgImageCache(listingOgImage, ogCardCache());
  return shared;
}

/** Forget every card (tests). */
export function resetOgImageCache(): void {
  shared = undefined;
  resetOgCardCache();
}
