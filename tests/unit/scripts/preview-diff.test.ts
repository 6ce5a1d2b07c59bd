import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { NOISE_PIXELS, diffPngs, type Box } from '@/scripts/preview-diff';

/** A white PNG of the size with the boxes filled in a colour, encoded as Chromium would hand it over. */
function png(width: number, height: number, fills: readonly (Box & { rgb?: [number, number, number] })[] = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const { x, y, width: w, height: h, rgb = [0, 0, 0] } of fills) {
    for (let row = y; row < y + h; row++) {
      for (let column = x; column < x + w; column++) image.data.set(rgb, (row * width + column) * 4);
    }
  }
  return PNG.sync.write(image);
}

describe('diffPngs', () => {
  it('finds nothing between two equal screenshots', () => {
    const diff = diffPngs(png(40, 30, [{ x: 5, y: 5, width: 8, height: 4 }]), png(40, 30, [{ x: 5, y: 5, width: 8, height: 4 }]));
    expect(diff).toMatchObject({ changed: false, changedPixels: 0, sizeChanged: false, box: null, areas: [], image: null });
  });

  it('reports the changed pixels and the box round them, and draws the diff', () => {
    const diff = diffPngs(png(40, 30), png(40, 30, [{ x: 12, y: 8, width: 10, height: 5 }]));
    expect(diff.changed).toBe(true);
    expect(diff.changedPixels).toBe(50);
    expect(diff.box).toEqual({ x: 12, y: 8, width: 10, height: 5 });
    expect(diff.areas).toEqual([{ x: 12, y: 8, width: 10, height: 5 }]);
    const image = PNG.sync.read(diff.image ?? Buffer.alloc(0));
    expect([image.width, image.height]).toEqual([40, 30]);
    // A changed pixel is red; the outline sits outside the box.
    expect([...image.data.subarray((10 * 40 + 15) * 4, (10 * 40 + 15) * 4 + 3)]).toEqual([255, 0, 0]);
    expect([...image.data.subarray((10 * 40 + 8) * 4, (10 * 40 + 8) * 4 + 3)]).toEqual([255, 0, 255]);
  });

  it('keeps changes far apart as separate areas, top to bottom', () => {
    const diff = diffPngs(png(200, 200), png(200, 200, [{ x: 150, y: 150, width: 20, height: 10 }, { x: 10, y: 10, width: 20, height: 10 }]));
    expect(diff.areas).toEqual([{ x: 10, y: 10, width: 20, height: 10 }, { x: 150, y: 150, width: 20, height: 10 }]);
    expect(diff.box).toEqual({ x: 10, y: 10, width: 160, height: 150 });
  });

  it('counts a few stray pixels as noise, not as a change', () => {
    const strays = [{ x: 3, y: 3 }, { x: 20, y: 12 }, { x: 35, y: 25 }].map((p) => ({ ...p, width: 1, height: 1, rgb: [200, 200, 200] as [number, number, number] }));
    const diff = diffPngs(png(40, 30), png(40, 30, strays));
    expect(diff.changedPixels).toBeGreaterThan(0);
    expect(diff.changedPixels).toBeLessThanOrEqual(NOISE_PIXELS);
    expect(diff.changed).toBe(false);
    expect(diff.image).toBeNull();
  });

  it('counts a page of another size as changed, its new part marked', () => {
    const diff = diffPngs(png(40, 30), png(40, 36));
    expect(diff).toMatchObject({ changed: true, sizeChanged: true, base: { width: 40, height: 30 }, head: { width: 40, height: 36 } });
    expect(diff.box).toEqual({ x: 0, y: 30, width: 40, height: 6 });
    expect(PNG.sync.read(diff.image ?? Buffer.alloc(0)).height).toBe(36);
  });

  it('counts a narrower page as changed even where the pixels agree', () => {
    const diff = diffPngs(png(40, 30), png(36, 30));
    expect(diff.changed).toBe(true);
    expect(diff.sizeChanged).toBe(true);
  });
});
