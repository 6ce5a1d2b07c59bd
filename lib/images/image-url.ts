import { isServedSize, type PixelDensity } from './sizes';

// SPEC §9: {host}/resizedimages/{height}/{width}/{fit}/{quality}/{format}/1-{documentId}
// The URL side of the image service, without the request parser (./params, which needs zod): client
// components that build image URLs import this module directly and keep zod out of their bundles.

export const imageQuality = { low: 40, medium: 60, high: 80, default: 80, highest: 100 } as const;
export type ImageQuality = (typeof imageQuality)[keyof typeof imageQuality];
/** The only qualities served: SPEC §9's levels, so no request can ask for an uncached in-between. */
export const imageQualities: readonly ImageQuality[] = [...new Set(Object.values(imageQuality))];
export const imageFits = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof imageFits)[number];
// No png: photos compress far better as webp/avif/jpeg, and nothing in the product asks for png.
export const imageFormats = ['webp', 'avif', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * The URL UI code uses for an image: a size from `imageSizes`, optionally at 2x for high-density
 * screens; quality and format default to SPEC's default 80 and webp. Throws for a size the service
 * would refuse, so a missing table entry fails in tests instead of as broken images.
 */
export function resizedImageUrl(input: ImageUrlOptions & { documentId: number }): string {
  return `${resizedImageUrlPrefix(input)}${input.documentId}`;
}

export interface ImageUrlOptions {
  height: number;
  width: number;
  density?: PixelDensity;
  fit?: ImageFit;
  quality?: ImageQuality;
  format?: ImageFormat;
}

/**
 * The image URL up to the document id, for a list of photos at one size: a component is handed the
 * prefix and the ids (a placard's carousel), not the same long path once per photo.
 */
export function resizedImageUrlPrefix(input: ImageUrlOptions): string {
  const { fit = 'cover', quality = imageQuality.default, format = 'webp', density = 1 } = input;
  const height = input.height * density;
  const width = input.width * density;
  if (!isServedSize(height, width)) throw new Error(`${height}x${width} is not a served image size: add it to imageSizes (lib/images/sizes.ts)`);
  return `/resizedimages/${height}/${width}/${fit}/${quality}/${format}/1-`;
}
