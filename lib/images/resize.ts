import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageRequest } from './params';

export const contentTypes: Record<ImageRequest['format'], string> = {
  webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', png: 'image/png',
};

export function variantKey(request: ImageRequest, storageKey: string): string {
  const id = `${storageKey}|${request.height}|${request.width}|${request.fit}|${request.quality}|${request.format}`;
  return createHash('sha256').update(id).digest('hex').slice(0, 32);
}

/**
 * Resizes with sharp (EXIF-rotated) to exactly the requested box for cover/fill, within it otherwise;
 * small originals are scaled up so every card in a grid has the same size. Cached on disk by variant.
 */
export async function resizedVariant(source: string, request: ImageRequest, cacheDir: string, key: string): Promise<Buffer> {
  const cached = path.join(/*turbopackIgnore: true*/ cacheDir, key.slice(0, 2), `${key}.${request.format}`);
  const hit = await fs.readFile(cached).catch(() => null);
  if (hit) return hit;
  const image = sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: request.width, height: request.height, fit: request.fit, withoutEnlargement: false });
  const encoded = await image.toFormat(request.format, { quality: request.quality, effort: request.format === 'avif' ? 2 : 4 }).toBuffer();
  await fs.mkdir(path.dirname(cached), { recursive: true });
  // Write to a temp name and rename, so a concurrent reader never sees half a file.
  const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, encoded);
  await fs.rename(temp, cached);
  return encoded;
}
