// SPEC §9 image sizes per use, as { width, height }.
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
} as const;

export const detailHeights = { desktop: 600, mobile: 400, flyer: 394 } as const;
