import { env } from '@/lib/env';
import { mediaStore } from '@/lib/media-store';
import { imageStorageKey } from './documents';
import { ImageVariants, RETRY_AFTER_SECONDS, type ReadOriginal, type VariantResult } from './image-variants';
import { parseImageParams, type ImageRequest } from './params';
import { ResizeQueue } from './resize-queue';
import { contentTypes, variantKey } from './resize';
import { VariantCache } from './variant-cache';

/**
 * What /resizedimages/... answers, for either server face: the image's bytes, a message, or nothing (a
 * HEAD request, a 304). `answerImage` makes it; the app server writes it straight to the socket
 * (lib/http/resized-images.ts), `serveImage` makes a web Response of it.
 */
export interface ImageAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string | null;
}

/** A plain-text answer of the image service (its errors). */
export const textAnswer = (status: number, message: string, headers: Record<string, string> = {}): ImageAnswer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  body: message,
});

export const busyAnswer = (retryAfterSeconds: number) =>
  textAnswer(503, 'Image service busy, try again shortly', { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });

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

/**
 * GET/HEAD /resizedimages/...: 400 for bad parameters, 404 for unknown documents, 503 when busy, 304 when
 * the client's copy (`ifNoneMatch`) is current, else the image.
 */
export async function answerImage(segments: readonly string[], { ifNoneMatch, headOnly }: { ifNoneMatch: string | null; headOnly: boolean }): Promise<ImageAnswer> {
  const parsed = parseImageParams(segments);
  if (!parsed.ok) return textAnswer(400, parsed.message);
  const original = await findOriginal(parsed.value.documentId);
  if (original.kind === 'missing') return textAnswer(404, 'No such image');
  if (original.kind === 'unavailable') return busyAnswer(RETRY_AFTER_SECONDS);
  const key = variantKey(parsed.value, original.storageKey);
  const etag = `"${key}"`;
  const headers = {
    'content-type': contentTypes[parsed.value.format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (ifNoneMatch === etag) return { status: 304, headers, body: null };
  const variant = await imageVariants().get(originalOf(original.storageKey), parsed.value, key);
  if (variant.kind === 'busy') return busyAnswer(variant.retryAfterSeconds);
  if (variant.kind === 'unreadable') return textAnswer(404, 'Image could not be read');
  const body = variant.body;
  return { status: 200, headers: { ...headers, 'content-length': String(body.length) }, body: headOnly ? null : body };
}

/** `answerImage` as a web Response (the route handler's face). */
export async function serveImage(segments: readonly string[], request: Request, headOnly: boolean): Promise<Response> {
  const answer = await answerImage(segments, { ifNoneMatch: request.headers.get('if-none-match'), headOnly });
  const body = typeof answer.body === 'string' ? answer.body : answer.body && new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
