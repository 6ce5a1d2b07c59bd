import { describe, expect, it } from 'vitest';
import { clusterCountImageId, clusterCountLabel, readableTextColor } from '@/lib/map';

describe('cluster count images', () => {
  it('name an image after the abbreviated count and read it back', () => {
    for (const label of ['2', '27', '999', '1.2k', '15k']) expect(clusterCountLabel(clusterCountImageId(label))).toBe(label);
  });

  it('ignore other missing images and odd labels', () => {
    expect(clusterCountLabel('marker-15')).toBeNull();
    expect(clusterCountLabel('cluster-count:<script>')).toBeNull();
    expect(clusterCountLabel('cluster-count:')).toBeNull();
  });
});

describe('readable text colour', () => {
  it.each([
    ['#1d3b2a', '#ffffff'],
    ['#16324a', '#ffffff'],
    ['#d3ae48', '#17212b'],
    ['#fa6401', '#17212b'],
    ['#fff', '#17212b'],
    ['not a colour', '#ffffff'],
  ])('on %s is %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });
});
