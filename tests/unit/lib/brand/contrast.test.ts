import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '@/lib/brand/contrast';

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fa6401', '#fa6401')).toBe(1);
  });

  it('matches published WCAG values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fa6401', '#ffffff')).toBeLessThan(4.5);
  });
});
