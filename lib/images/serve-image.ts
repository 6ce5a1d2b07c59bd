import { env } from '@/lib/env';
import { mediaStore } from '@/lib/media-store';
import { imageStorageKey } from './documents';
import { ImageVariants, RETRY_AFTER_SECONDS, type ReadOriginal, type VariantResult } from './image-variants';
import { parseImageParams, type ImageRequest } from './params';
import { ResizeQueue } from './resize-queue';
import { contentTypes, variantKey } from './resize';
import { VariantCache } from './variant-cache';

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

const busyResponse = (retryAfterSeconds: number) =>
  text(503, 'Image service busy, try again shortly', { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });

// One queue and one cache index per process: the limits hold across all requests.
let variants: ImageVariants | undefined;

function imageVariants(): ImageVariants {
  const e = env();
  variants ??= new ImageVariants({
    cache: new VariantCache(e.IMAGE_CACHE_DIR, e.IMAGE_CACHE_MAX_BYTES),
    queue: new ResizeQueue({ concurrency: e.IMAGE_CONCURRENCY, maxWaiting: e.IMAGE_QUEUE_MAX }),
    timeoutSeconds: e.IMAGE_TIMEOUT_SECONDS,
  });
  return variants;
}

const storeFault = (storageKey: string, error: unknown) =>
  console.error(`media store: ${storageKey} could not be read:`, error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** The original of a variant, read only on a cache miss; a store fault is logged here, where the key is known. */
function originalOf(storageKey: string): ReadOriginal {
  return async () => {
    try {
      return (await mediaStore().get(storageKey))?.bytes ?? null;
    } catch (error) {
      storeFault(storageKey, error);
      throw error;
    }
  };
}

type Original = { kind: 'stored'; storageKey: string } | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * The original behind an image document: missing for an unknown document, one that is no image or whose
 * key is not in the media store; unavailable when the store did not answer. Every request asks the store,
 * so every instance answers a missing original alike, whatever its variant cache holds.
 */
async function findOriginal(documentId: number): Promise<Original> {
  const storageKey = await imageStorageKey(documentId);
  if (storageKey === null) return { kind: 'missing' };
  try {
    return (await mediaStore().exists(storageKey)) ? { kind: 'stored', storageKey } : { kind: 'missing' };
  } catch (error) {
    storeFault(storageKey, error);
    return { kind: 'unavailable' };
  }
}

/**
 * One resized variant for server code (the Open Graph image) through the same cache and resize queue
 * as /resizedimages/: null for an unknown document, else the image, 'busy' or 'unreadable'.
 */
export async function resizedImageVariant(request: ImageRequest): Promise<VariantResult | null> {
  const original = await findOriginal(request.documentId);
  if (original.kind === 'missing') return null;
  if (original.kind === 'unavailable') return { kind: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS };
  return imageVariants().get(originalOf(original.storageKey), request, variantKey(request, original.storageKey));
}

/** GET/HEAD /resizedimages/...: 400 for bad parameters, 404 for unknown documents, 503 when busy, else the image. */
export async function serveImage(segments: readonly string[], request: Request, headOnly: boolean): Promise<Response> {
  const parsed = parseImageParams(segments);
  if (!parsed.ok) return text(400, parsed.message);
  const original = await findOriginal(parsed.value.documentId);
  if (original.kind === 'missing') return text(404, 'No such image');
  if (original.kind === 'unavailable') return busyResponse(RETRY_AFTER_SECONDS);
  const key = variantKey(parsed.value, original.storageKey);
  const etag = `"${key}"`;
  const headers = {
    'content-type': contentTypes[parsed.value.format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const variant = await imageVariants().get(originalOf(original.storageKey), parsed.value, key);
  if (variant.kind === 'busy') return busyResponse(variant.retryAfterSeconds);
  if (variant.kind === 'unreadable') return text(404, 'Image could not be read');
  const body = variant.body;
  return new Response(headOnly ? null : new Uint8Array(body), { headers: { ...headers, 'content-length': String(body.length) } });
}
