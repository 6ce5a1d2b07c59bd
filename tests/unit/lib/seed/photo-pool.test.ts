import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountImageSvg, initialsOf } from '@/lib/seed/account-images';
import { photoKey, photoKeysFor, PHOTO_POOL_SIZE, renderPhoto, sceneFor, VARIANTS } from '@/lib/seed/photo-pool';
import { PHOTO_HEIGHT, PHOTO_WIDTH, sceneKinds, scenePixels, type SceneKind } from '@/lib/seed/photo-scenes';
import { Random } from '@/lib/seed/random';
import { PropertyType } from '@/lib/domain/property-type';

const hash = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const luminance = (data: Buffer, i: number) => 0.3 * (data[i] ?? 0) + 0.59 * (data[i + 1] ?? 0) + 0.11 * (data[i + 2] ?? 0);

/** Mean luminance of rows y0..y1 of a photo's pixels. */
function rowsLuminance(p: ReturnType<typeof scenePixels>, y0: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = 0; x < p.width; x++) sum += luminance(p.data, (y * p.width + x) * 3);
  return sum / ((y1 - y0) * p.width);
}

describe('generated photos', () => {
  it('paint a pool of 32 distinct landscapes, the same bytes every time', () => {
    expect(PHOTO_POOL_SIZE).toBe(32);
    const firsts = sceneKinds.map((kind) => hash(scenePixels(kind, 0).data));
    const lights = [1, 2, 3].map((variant) => hash(scenePixels('pasture', variant).data));
    expect(new Set([...firsts, ...lights]).size).toBe(sceneKinds.length + 3);
    expect(hash(scenePixels('water', 2).data)).toBe(hash(scenePixels('water', 2).data));
  });

  it('look like photographs, not flat drawings: tens of thousands of colours, grain and texture everywhere', () => {
    for (const kind of ['pasture', 'desert', 'water', 'coast'] as const) {
      const p = scenePixels(kind, 0);
      // No row drops out (a seam between layers painted black).
      for (let y = 0; y < p.height; y++) expect(rowsLuminance(p, y, y + 1), `${kind} row ${y}`).toBeGreaterThan(25);
      const colours = new Set<number>();
      for (let i = 0; i < p.data.length; i += 3) colours.add(((p.data[i] ?? 0) << 16) | ((p.data[i + 1] ?? 0) << 8) | (p.data[i + 2] ?? 0));
      expect(colours.size, kind).toBeGreaterThan(20_000);
      // No 12 x 12 block of the land (the lower half) is one flat colour, as a drawing's fills are.
      let flat = 0;
      for (let by = p.height / 2; by + 12 <= p.height; by += 12) {
        for (let bx = 0; bx + 12 <= p.width; bx += 12) {
          const first = (by * p.width + bx) * 3;
          let same = true;
          for (let y = by; y < by + 12 && same; y++) {
            for (let x = bx; x < bx + 12; x++) {
              const i = (y * p.width + x) * 3;
              if (p.data[i] !== p.data[first] || p.data[i + 1] !== p.data[first + 1] || p.data[i + 2] !== p.data[first + 2]) {
                same = false;
                break;
              }
            }
          }
          if (same) flat++;
        }
      }
      expect(flat, kind).toBe(0);
    }
  });

  it('light the sky like a camera sees it: paler at the horizon than overhead on a clear day, darker corners', () => {
    const p = scenePixels('field', 0);
    const topRows = rowsLuminance(p, 5, 25);
    const nearHorizon = rowsLuminance(p, Math.round(p.height * 0.45), Math.round(p.height * 0.5));
    expect(nearHorizon).toBeGreaterThan(topRows + 20);
    const corner = luminance(p.data, (2 * p.width + 2) * 3);
    const middle = luminance(p.data, ((p.height >> 2) * p.width + (p.width >> 1)) * 3);
    expect(corner).toBeLessThan(middle);
  });

  it('fade distant land into the haze: the far hills are paler and flatter than the ground in front', () => {
    const p = scenePixels('forest', 0);
    const spreadOf = (y0: number, y1: number) => {
      const values: number[] = [];
      for (let y = y0; y < y1; y++) for (let x = 0; x < p.width; x += 3) values.push(luminance(p.data, (y * p.width + x) * 3));
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return { mean, deviation: Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) };
    };
    // Rows of the farthest ridge against rows of the near tree line.
    const far = spreadOf(Math.round(p.height * 0.36), Math.round(p.height * 0.42));
    const near = spreadOf(Math.round(p.height * 0.68), Math.round(p.height * 0.74));
    expect(far.mean).toBeGreaterThan(near.mean);
  });

  it('encode a 1200 x 800 JPEG from the painted pixels', async () => {
    const jpeg = await renderPhoto('coast', 1);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', PHOTO_WIDTH, PHOTO_HEIGHT]);
  });

  it('show water for waterfront land, a beach for beachfront, fields for farms, open range for ranches and desert in the Southwest', () => {
    expect(sceneFor(PropertyType.LAKEFRONT | PropertyType.RECREATIONAL, PropertyType.LAKEFRONT, 'TX')).toBe('water');
    expect(sceneFor(PropertyType.BEACHFRONT, PropertyType.BEACHFRONT, 'FL')).toBe('coast');
    expect(sceneFor(PropertyType.FARM, PropertyType.FARM, 'IA')).toBe('field');
    expect(sceneFor(PropertyType.RANCH, PropertyType.RANCH, 'AZ')).toBe('desert');
    expect(sceneFor(PropertyType.RANCH, PropertyType.RANCH, 'TX')).toBe('range');
    expect(sceneFor(PropertyType.HUNTING, PropertyType.HUNTING, 'AL')).toBe('forest');
    expect(sceneFor(PropertyType.HUNTING, PropertyType.HUNTING, 'TX')).toBe('range');
    expect(sceneFor(PropertyType.RECREATIONAL, PropertyType.RECREATIONAL, 'CO')).toBe('mountain');
    expect(sceneFor(PropertyType.HOMESITES, PropertyType.HOMESITES, 'GA')).toBe('pasture');
  });

  it("start every gallery with a photo of the listing's scene and fill it with scenes that go with it", () => {
    const keys = photoKeysFor(new Random(3), 'water', 12);
    expect(keys).toHaveLength(12);
    expect(keys[0]).toMatch(/^seed\/photo-v2-water-[0-3]\.jpg$/);
    const pool = new Map(sceneKinds.flatMap((s) => Array.from({ length: VARIANTS }, (_, v) => [photoKey(s, v), s] as const)));
    expect(keys.every((k) => pool.has(k))).toBe(true);
    for (const scene of ['coast', 'field', 'forest'] as const satisfies readonly SceneKind[]) {
      const kinds = new Set(photoKeysFor(new Random(9), scene, 400).map((k) => pool.get(k)));
      expect(kinds.has('desert'), scene).toBe(false);
      if (scene !== 'coast') expect(kinds.has('coast'), scene).toBe(false);
    }
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
