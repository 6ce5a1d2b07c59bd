import type { Locator } from '@playwright/test';
import sharp from 'sharp';

// Finds cluster circles on the map the way a visitor does: by looking. The map draws on a canvas, so
// there is no element to click; a cluster is a disc in the brand's primary colour at least as wide as
// the smallest cluster radius (15 px) allows, which single-listing dots (radius 7 or less) never are.

const MIN_CLUSTER_WIDTH = 24;
const TOLERANCE = 24;

export interface ScreenPoint {
  x: number;
  y: number;
}

function rgb(hex: string): [number, number, number] {
  const digits = hex.trim().replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Page coordinates of the centres of the cluster discs now on the map, largest first. */
export async function findClusters(map: Locator, primaryHex: string): Promise<ScreenPoint[]> {
  // Taking the screenshot scrolls the map into view: its box is read after.
  const shot = await map.screenshot();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = rgb(primaryHex);
  const { width, height } = info;
  const matches = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const o = i * 3;
    const near = Math.abs((data[o] ?? 0) - r) <= TOLERANCE && Math.abs((data[o + 1] ?? 0) - g) <= TOLERANCE && Math.abs((data[o + 2] ?? 0) - b) <= TOLERANCE;
    matches[i] = near ? 1 : 0;
  }
  const blobs: Array<{ minX: number; maxX: number; minY: number; maxY: number }> = [];
  const stack: number[] = [];
  for (let start = 0; start < matches.length; start++) {
    if (matches[start] !== 1) continue;
    const blob = { minX: width, maxX: 0, minY: height, maxY: 0 };
    matches[start] = 2;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      blob.minX = Math.min(blob.minX, x);
      blob.maxX = Math.max(blob.maxX, x);
      blob.minY = Math.min(blob.minY, y);
      blob.maxY = Math.max(blob.maxY, y);
      for (const n of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (n >= 0 && n < matches.length && matches[n] === 1) {
          matches[n] = 2;
          stack.push(n);
        }
      }
    }
    blobs.push(blob);
  }
  // A disc is about as tall as it is wide; the place's outline (also primary) is long and thin.
  const discs = blobs.filter((d) => {
    const w = d.maxX - d.minX + 1;
    const h = d.maxY - d.minY + 1;
    return w >= MIN_CLUSTER_WIDTH && w <= 80 && Math.abs(w - h) <= 4;
  });
  discs.sort((a, b) => b.maxX - b.minX - (a.maxX - a.minX));
  // Screenshots are in device pixels; the page works in CSS pixels.
  const scale = width / box.width;
  return discs.map((d) => ({ x: box.x + (d.minX + d.maxX) / 2 / scale, y: box.y + (d.minY + d.maxY) / 2 / scale }));
}
