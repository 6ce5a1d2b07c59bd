import { QueueFullError, ResizeQueue } from '@/lib/images/server';
import { OG_BUSY, type OgImageResult } from './og-render';

// Drawing a sharing card costs ~60 ms of CPU, so each one is drawn once per version of its subject (a
// listing, a broker profile) and then served from memory: the key names the brand, the subject and its
// version, never anything else of the request. Requests for a card being drawn wait for that drawing;
// at most one card is drawn at a time, four more may wait, and beyond that the answer is 'busy' (503
// with Retry-After), so a flood of sharing-card requests cannot take the CPU the pages need.

const MAX_BYTES = 32 * 1024 * 1024;

export interface OgCardCacheOptions {
  concurrency: number;
  maxWaiting: number;
  maxBytes: number;
}

export class OgCardCache {
  readonly #images = new Map<string, Uint8Array>();
  readonly #drawing = new Map<string, Promise<OgImageResult>>();
  readonly #queue: ResizeQueue;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(options: OgCardCacheOptions = { concurrency: 1, maxWaiting: 4, maxBytes: MAX_BYTES }) {
    this.#queue = new ResizeQueue({ concurrency: options.concurrency, maxWaiting: options.maxWaiting });
    this.#maxBytes = options.maxBytes;
  }

  get size(): number {
    return this.#images.size;
  }

  /** The card stored under `key`, else the one `draw` makes (once, whoever else asks meanwhile). */
  async image(key: string, draw: () => Promise<OgImageResult>): Promise<OgImageResult> {
    const cached = this.#images.get(key);
    if (cached) {
      // Least recently used goes first: a hit moves to the end.
      this.#images.delete(key);
      this.#images.set(key, cached);
      return { kind: 'image', png: cached };
    }
    const pending = this.#drawing.get(key);
    if (pending) return pending;
    const drawing = this.#drawOnce(key, draw);
    this.#drawing.set(key, drawing);
    try {
      return await drawing;
    } finally {
      this.#drawing.delete(key);
    }
  }

  async #drawOnce(key: string, draw: () => Promise<OgImageResult>): Promise<OgImageResult> {
    let result: OgImageResult;
    try {
      result = await this.#queue.run(draw);
    } catch (error) {
      if (error instanceof QueueFullError) return OG_BUSY;
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

let shared: OgCardCache | undefined;

/** The process's card cache, shared by every kind of card (one drawing at a time in all). */
export function ogCardCache(): OgCardCache {
  shared ??= new OgCardCache();
  return shared;
}

/** Forget every card (tests). */
export function resetOgCardCache(): void {
  shared = undefined;
}
