import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageRequest } from './params';

/** Sources above this are refused before decoding: a 50 MP photo is already far above any served size. */
export const MAX_INPUT_PIXELS = 50_000_000;

// One libvips thread per resize: with IMAGE_CONCURRENCY resizes at a time, the web server keeps its other cores.
sharp.concurrency(1);

export const contentTypes: Record<ImageRequest['format'], string> = {
  webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg',
};

/** sharp gave up after its time budget; the request may succeed later, when the machine is less busy. */
export class ResizeTimeoutError extends Error {
  override readonly name = 'ResizeTimeoutError';
}

export function variantKey(request: ImageRequest, storageKey: string): string {
  const id = `${storageKey}|${request.height}|${request.width}|${request.fit}|${request.quality}|${request.format}`;
  return createHash('sha256').update(id).digest('hex').slice(0, 32);
}

/**
 * Resizes an original's bytes with sharp (EXIF-rotated) to exactly the requested box for cover/fill,
 * within it otherwise; small originals are scaled up so every card in a grid has the same size. Rejects
 * with ResizeTimeoutError after `timeoutSeconds`, and with sharp's error for an unreadable source.
 */
export async function resizeImage(source: Buffer, request: ImageRequest, timeoutSeconds: number): Promise<Buffer> {
  try {
    return await sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .timeout({ seconds: timeoutSeconds })
      .rotate()
      .resize({ width: request.width, height: request.height, fit: request.fit, withoutEnlargement: false })
      .toFormat(request.format, { quality: request.quality, effort: request.format === 'avif' ? 2 : 4 })
      .toBuffer();
  } catch (error) {
    // libvips reports its timeout as "timeout: N% complete".
    if (error instanceof Error && /^timeout\b/.test(error.message)) throw new ResizeTimeoutError(error.message, { cause: error });
    throw error;
  }
}
