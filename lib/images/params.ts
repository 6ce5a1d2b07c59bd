import { z } from 'zod';

// SPEC §9: {host}/resizedimages/{height}/{width}/{fit}/{quality}/{format}/1-{documentId}

export const imageQuality = { low: 40, medium: 60, high: 80, default: 80, highest: 100 } as const;
export const imageFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export const imageFormats = ['webp', 'avif', 'jpeg', 'png'] as const;
export const MAX_IMAGE_SIDE = 2400;

const side = z.string().regex(/^\d{1,4}$/, 'must be a whole number').transform(Number).pipe(z.int().min(1).max(MAX_IMAGE_SIDE));

export const imageParamsSchema = z.tuple([
  side,
  side,
  z.enum(imageFits),
  z.string().regex(/^\d{1,3}$/, 'must be a whole number').transform(Number).pipe(z.int().min(1).max(100)),
  z.enum([...imageFormats, 'jpg']).transform((f) => (f === 'jpg' ? 'jpeg' : f)),
  z.string().regex(/^1-[1-9]\d{0,15}$/, 'must look like 1-{documentId}').transform((s) => Number(s.slice(2))).pipe(z.int().max(Number.MAX_SAFE_INTEGER)),
]);

export interface ImageRequest {
  height: number;
  width: number;
  fit: (typeof imageFits)[number];
  quality: number;
  format: (typeof imageFormats)[number];
  documentId: number;
}

export type ParsedImageParams = { ok: true; value: ImageRequest } | { ok: false; message: string };

export function parseImageParams(segments: readonly string[]): ParsedImageParams {
  const parsed = imageParamsSchema.safeParse(segments);
  if (!parsed.success) {
    const names = ['height', 'width', 'fit', 'quality', 'format', 'document'];
    const issue = parsed.error.issues[0];
    const at = typeof issue?.path[0] === 'number' ? names[issue.path[0]] : 'path';
    return { ok: false, message: `Invalid image ${at ?? 'path'}: ${issue?.message ?? 'expected six segments'}` };
  }
  const [height, width, fit, quality, format, documentId] = parsed.data;
  return { ok: true, value: { height, width, fit, quality, format: format as ImageRequest['format'], documentId } };
}

/** The URL UI code uses for an image; quality and format default to SPEC's default 80 and webp. */
export function resizedImageUrl(input: { documentId: number; height: number; width: number; fit?: ImageRequest['fit']; quality?: number; format?: ImageRequest['format'] }): string {
  const { documentId, height, width, fit = 'cover', quality = imageQuality.default, format = 'webp' } = input;
  return `/resizedimages/${height}/${width}/${fit}/${quality}/${format}/1-${documentId}`;
}
