import { describe, expect, it } from 'vitest';
import { detailHeights, imageSizes, isServedSize, MAX_IMAGE_SIDE, servedSizes } from '@/lib/images/sizes';

describe('image sizes (SPEC §9)', () => {
  it('frames the listing-detail heights 600, 400 and 394 as 3:2 landscapes', () => {
    expect(detailHeights).toEqual({ desktop: 600, mobile: 400, flyer: 394 });
    for (const { width, height } of [imageSizes.detailDesktop, imageSizes.detailMobile, imageSizes.detailFlyer]) {
      expect(Math.abs(width / height - 3 / 2)).toBeLessThan(0.01);
    }
  });

  it('serves every table size at 1x and 2x, each once', () => {
    const distinct = new Set(Object.values(imageSizes).map((s) => `${s.height}x${s.width}`));
    expect(distinct.size).toBe(Object.keys(imageSizes).length - 1); // platinum and showcase share 430x304
    expect(servedSizes).toHaveLength(distinct.size * 2);
    for (const { height, width } of Object.values(imageSizes)) {
      expect(isServedSize(height, width)).toBe(true);
      expect(isServedSize(height * 2, width * 2)).toBe(true);
    }
  });

  it('serves nothing else', () => {
    expect(isServedSize(163, 243)).toBe(false);
    expect(isServedSize(243, 162)).toBe(false);
    expect(isServedSize(imageSizes.diamond.height * 3, imageSizes.diamond.width * 3)).toBe(false);
  });

  it('caps a side at the longest served one, diamond at 2x', () => {
    expect(MAX_IMAGE_SIDE).toBe(imageSizes.diamond.width * 2);
  });
});
