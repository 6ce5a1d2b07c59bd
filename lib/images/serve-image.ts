import fs from 'node:fs/promises';
import { env } from '@/lib/env';
import { documentFile } from './documents';
import { ImageVariants, type VariantResult } from './image-variants';
import { parseImageParams, type ImageRequest } from './params';
import { ResizeQueue } from './resize-queue';
import { contentTypes, variantKey } from './resize';
import { VariantCache } from './variant-cache';

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

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

/**
 * One resized variant for server code (the Open Graph image) through the same cache and resize queue
 * as /resizedimages/: null for an unknown document, else the image, 'busy' or 'unreadable'.
 */
export async function resizedImageVariant(request: ImageRequest): Promise<VariantResult | null> {
  const document = await documentFile(request.documentId, env().MEDIA_DIR);
  if (!document || !(await fs.stat(document.file).then((s) => s.isFile(), () => false))) return null;
  return imageVariants().get(document.file, request, variantKey(request, document.storageKey));
}

/** GET/HEAD /resizedimages/...: 400 for bad parameters, 404 for unknown documents, 503 when busy, else the image. */
export async function serveImage(segments: readonly string[], request: Request, headOnly: boolean): Promise<Response> {
  const parsed = parseImageParams(segments);
  if (!parsed.ok) return text(400, parsed.message);
  const document = await documentFile(parsed.value.documentId, env().MEDIA_DIR);
  if (!document || !(await fs.stat(document.file).then((s) => s.isFile(), () => false))) return text(404, 'No such image');
  const key = variantKey(parsed.value, document.storageKey);
  const etag = `"${key}"`;
  const headers = {
    'content-type': contentTypes[parsed.value.format],
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const variant = await imageVariants().get(document.file, parsed.value, key);
  if (variant.kind === 'busy') {
    return text(503, 'Image service busy, try again shortly', { 'retry-after': String(variant.retryAfterSeconds), 'cache-control': 'no-store' });
  }
  if (variant.kind === 'unreadable') return text(404, 'Image could not be read');
  const body = variant.body;
  return new Response(headOnly ? null : new Uint8Array(body), { headers: { ...headers, 'content-length': String(body.length) } });
}
