import { z } from 'zod';
import { imageFits, imageFormats, imageQualities, type ImageFit, type ImageFormat, type ImageQuality } from './image-url';
import { isServedSize, MAX_IMAGE_SIDE, servedSizeList } from './sizes';

export { MAX_IMAGE_SIDE } from './sizes';
export { imageFits, imageFormats, imageQualities, imageQuality, resizedImageUrl, type ImageQuality } from './image-url';

// SPEC §9: {host}/resizedimages/{height}/{width}/{fit}/{quality}/{format}/1-{documentId}

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
  fit: ImageFit;
  quality: ImageQuality;
  format: ImageFormat;
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
