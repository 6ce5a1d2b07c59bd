// SPEC §9 image sizes per use, as { width, height }. This table is the image service's allow-list:
// /resizedimages/ serves each entry at every pixel density below, and no other size.
export const imageSizes = {
  thumbnail: { width: 122, height: 81 },
  map: { width: 210, height: 160 },
  free: { width: 201, height: 134 },
  standard: { width: 243, height: 162 },
  signature: { width: 277, height: 185 },
  gold: { width: 320, height: 216 },
  platinum: { width: 430, height: 304 },
  showcase: { width: 430, height: 304 },
  diamond: { width: 990, height: 360 },
  // SPEC §9 gives only the listing-detail heights; a 3:2 landscape frame sets the widths.
  detailDesktop: { width: 900, height: 600 },
  detailMobile: { width: 600, height: 400 },
  detailFlyer: { width: 591, height: 394 },
  // Not in SPEC §9 (our decision): the broker block's portrait (square) and company logo (fitted inside).
  brokerPortrait: { width: 120, height: 120 },
  brokerLogo: { width: 160, height: 80 },
} as const;

export type ImageSizeName = keyof typeof imageSizes;
export type ImageSize = (typeof imageSizes)[ImageSizeName];

export const detailHeights = {
  desktop: imageSizes.detailDesktop.height,
  mobile: imageSizes.detailMobile.height,
  flyer: imageSizes.detailFlyer.height,
} as const;

// 2x serves high-density screens (srcset); larger factors would multiply the resize cost for little gain.
export const pixelDensities = [1, 2] as const;
export type PixelDensity = (typeof pixelDensities)[number];

const sizeId = (height: number, width: number) => `${height}x${width}`;

/** Every height x width the image service accepts, once each, smallest area first. */
export const servedSizes: readonly { height: number; width: number }[] = [
  ...new Map(
    Object.values(imageSizes).flatMap((size) => pixelDensities.map((d) => {
      const scaled = { height: size.height * d, width: size.width * d };
      return [sizeId(scaled.height, scaled.width), scaled] as const;
    })),
  ).values(),
].sort((a, b) => a.height * a.width - b.height * b.width);

const served = new Set(servedSizes.map((s) => sizeId(s.height, s.width)));

export function isServedSize(height: number, width: number): boolean {
  return served.has(sizeId(height, width));
}

/** The longest side of any served size: longer path segments are refused before the size lookup. */
export const MAX_IMAGE_SIDE = Math.max(...servedSizes.flatMap((s) => [s.height, s.width]));

/** `{height}x{width}` of every served size, for error messages. */
export const servedSizeList = servedSizes.map((s) => sizeId(s.height, s.width)).join(', ');
