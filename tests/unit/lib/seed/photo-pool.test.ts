import { describe, expect, it } from 'vitest';
import { accountImageSvg, initialsOf } from '@/lib/seed/account-images';
import { photoKey, photoKeysFor, PHOTO_POOL_SIZE, sceneFor } from '@/lib/seed/photo-pool';
import { sceneKinds, sceneSvg } from '@/lib/seed/photo-scenes';
import { Random } from '@/lib/seed/random';
import { PropertyType } from '@/lib/domain/property-type';

describe('generated photos', () => {
  it('draw a pool of 24 distinct landscapes', () => {
    const svgs = sceneKinds.flatMap((k) => [0, 1, 2, 3].map((v) => sceneSvg(k, v)));
    expect(PHOTO_POOL_SIZE).toBe(24);
    expect(new Set(svgs).size).toBe(24);
    expect(svgs.every((s) => s.startsWith('<svg') && s.includes('width="1200" height="800"'))).toBe(true);
    expect(sceneSvg('water', 2)).toBe(sceneSvg('water', 2));
  });

  it('show water for waterfront land, fields for farms and desert in the Southwest', () => {
    expect(sceneFor(PropertyType.LAKEFRONT | PropertyType.RECREATIONAL, PropertyType.LAKEFRONT, 'TX')).toBe('water');
    expect(sceneFor(PropertyType.FARM, PropertyType.FARM, 'IA')).toBe('field');
    expect(sceneFor(PropertyType.RANCH, PropertyType.RANCH, 'AZ')).toBe('desert');
    expect(sceneFor(PropertyType.HUNTING, PropertyType.HUNTING, 'AL')).toBe('forest');
  });

  it('start every gallery with a photo of the listing\'s scene', () => {
    const keys = photoKeysFor(new Random(3), 'water', 12);
    expect(keys).toHaveLength(12);
    expect(keys[0]).toMatch(/^seed\/landscape-water-[0-3]\.jpg$/);
    expect(keys.every((k) => sceneKinds.some((s) => [0, 1, 2, 3].some((v) => photoKey(s, v) === k)))).toBe(true);
  });
});

describe('generated portraits and logos', () => {
  it('use the initials of the first and last word', () => {
    expect(initialsOf('Wade McCoy')).toBe('WM');
    expect(initialsOf('Hill Country Land & Ranch')).toBe('HR');
    expect(initialsOf('Smith')).toBe('S');
  });

  it('draw the initials in an SVG', () => {
    expect(accountImageSvg('portrait', 'WM')).toContain('>WM</text>');
    expect(accountImageSvg('logo', 'WM')).not.toBe(accountImageSvg('portrait', 'WM'));
  });
});
