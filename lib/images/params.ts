import { z } from 'zod';
import { isServedSize, MAX_IMAGE_SIDE, servedSizeList, type PixelDensity } from './sizes';

export { MAX_IMAGE_SIDE } from './sizes';

// SPEC §9: {host}/resizedimages/{height}/{width}/{fit}/{quality}/{format}/1-{documentId}

export const imageQuality = { low: 40, medium: 60, high: 80, default: 80, highest: 100 } as const;
export type ImageQuality = (typeof imageQuality)[keyof typeof imageQuality];
/** The only qualities served: SPEC §9's levels, so no request can ask for an uncached in-between. */
export const imageQualities: readonly ImageQuality[] = [...new Set(Object.values(imageQuality))];
export const imageFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
// No png: photos compress far better as webp/avif/jpeg, and nothing in the product asks for png.
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;

const side = z.string().regex(/^\d{1,4}$/, 'must be a whole number').transform(Number).pipe(z.int().min(1).max(MAX_IMAGE_SIDE));

export const imageParamsSchema = z.tuple([
  side,
  side,
  z.enum(imageFits),
  z.string().regex(/^\d{1,3}$/, 'must be a whole number').transform(Number)
    .pipe(z.literal(imageQualities, { error: `must be one of ${imageQualities.join(', ')}` })),
  z.enum([...imageFormats, 'jpg']).transform((f) => (f === 'jpg' ? 'jpeg' : f)),
  z.string().regex(/^1-[1-9]\d{0,15}$/, 'must look like 1-{documentId}').transform((s) => Number(s.slice(2))).pipe(z.int().max(Number.MAX_SAFE_INTEGER)),
]).refine(([height, width]) => isServedSize(height, width), {
  path: ['size'],
  error: ({ input }) => {
    const [height, width] = input as readonly unknown[];
    return `${String(height)}x${String(width)} (height x width) is not a served size; served sizes are ${servedSizeList}`;
  },
});

export interface ImageRequest {
  height: number;
  width: number;
  fit: (typeof imageFits)[number];
  quality: ImageQuality;
  format: (typeof imageFormats)[number];
  documentId: number;
}

export type ParsedImageParams = { ok: true; value: ImageRequest } | { ok: false; message: string };

const segmentNames = ['height', 'width', 'fit', 'quality', 'format', 'document'];

export function parseImageParams(segments: readonly string[]): ParsedImageParams {
  const parsed = imageParamsSchema.safeParse(segments);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = issue?.path[0];
    const name = typeof at === 'number' ? segmentNames[at] : typeof at === 'string' ? at : undefined;
    return { ok: false, message: `Invalid image ${name ?? 'path'}: ${issue?.message ?? 'expected six segments'}` };
  }
  const [height, width, fit, quality, format, documentId] = parsed.data;
  return { ok: true, value: { height, width, fit, quality, format: format as ImageRequest['format'], documentId } };
}

/**
 * The URL UI code uses for an image: a size from `imageSizes`, optionally at 2x for high-density
 * screens; quality and format default to SPEC's default 80 and webp. Throws for a size the service
 * would refuse, so a missing table entry fails in tests instead of as broken images.
 */
export function resizedImageUrl(input: {
  documentId: number; height: number; width: number; density?: PixelDensity;
  fit?: ImageRequest['fit']; quality?: ImageQuality; format?: ImageRequest['format'];
}): string {
  const { documentId, fit = 'cover', quality = imageQuality.default, format = 'webp', density = 1 } = input;
  const height = input.height * density;
  const width = input.width * density;
  if (!isServedSize(height, width)) throw new Error(`${height}x${width} is not a served image size: add it to imageSizes (lib/images/sizes.ts)`);
  return `/resizedimages/${height}/${width}/${fit}/${quality}/${format}/1-${documentId}`;
}
