import type { SiteBrand } from '@/lib/brand';
import { QueueFullError, ResizeQueue } from '@/lib/images/server';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingOgImage, type OgImageResult } from './og-image';

// Drawing a sharing card costs ~60 ms of CPU, so each one is drawn once per listing version and then
// served from memory: the key is the brand, the listing and its update time, never anything in the
// request. Requests for a card being drawn wait for that drawing; at most one card is drawn at a time,
// four more may wait, and beyond that the answer is 'busy' (503 with Retry-After), so a flood of
// sharing-card requests cannot take the CPU the pages need.

const MAX_BYTES = 32 * 1024 * 1024;
const RETRY_AFTER_SECONDS = 2;

export type DrawOgImage = (brand: SiteBrand, listing: ListingDetail) => Promise<OgImageResult>;

export class OgImageCache {
  readonly #images = new Map<string, Uint8Array>();
  readonly #drawing = new Map<string, Promise<OgImageResult>>();
  readonly #queue: ResizeQueue;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(
    private readonly draw: DrawOgImage = listingOgImage,
    options: { concurrency: number; maxWaiting: number; maxBytes: number } = { concurrency: 1, maxWaiting: 4, maxBytes: MAX_BYTES },
  ) {
    this.#queue = new ResizeQueue({ concurrency: options.concurrency, maxWaiting: options.maxWaiting });
    this.#maxBytes = options.maxBytes;
  }

  get size(): number {
    return this.#images.size;
  }

  async image(brand: SiteBrand, listing: ListingDetail): Promise<OgImageResult> {
    const key = `${brand.key}:${listing.id}:${listing.updatedAt}`;
    const cached = this.#images.get(key);
    if (cached) {
      // Least recently used goes first: a hit moves to the end.
      this.#images.delete(key);
      this.#images.set(key, cached);
      return { kind: 'image', png: cached };
    }
    const pending = this.#drawing.get(key);
    if (pending) return pending;
    const drawing = this.#drawOnce(key, brand, listing);
    this.#drawing.set(key, drawing);
    try {
      return await drawing;
    } finally {
      this.#drawing.delete(key);
    }
  }

  async #drawOnce(key: string, brand: SiteBrand, listing: ListingDetail): Promise<OgImageResult> {
    let result: OgImageResult;
    try {
      result = await this.#queue.run(() => this.draw(brand, listing));
    } catch (error) {
      if (error instanceof QueueFullError) return { kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS };
      throw error;
    }
    if (result.kind === 'image') this.#store(key, result.png);
    return result;
  }

  #store(key: string, png: Uint8Array): void {
    if (png.length > this.#maxBytes) return;
    this.#images.set(key, png);
    this.#bytes += png.length;
    for (const [oldest, image] of this.#images) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#images.delete(oldest);
      this.#bytes -= image.length;
    }
  }
}

let shared: OgImageCache | undefined;

/** The process's card cache. */
export function ogImageCache(): OgImageCache {
  shared ??= new OgImageCache();
  return shared;
}

/** Forget every card (tests). */
export function resetOgImageCache(): void {
  shared = undefined;
}
