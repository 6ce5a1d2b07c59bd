import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// The preview's pixel diff (docs/preview.md): a base and a head screenshot of one page in, whether the
// page changed, how many pixels, where, and an image of it out. No file or HTML business: the index
// writer (tests/e2e/preview-index.ts) decides what to write where.

/**
 * pixelmatch's per-pixel threshold (0 to 1, the OKLab HyAB colour distance; 1 is black against white):
 * its default. Under it two pixels are the same colour: JPEG and GPU rounding stay under it.
 */
export const COLOUR_THRESHOLD = 0.1;

/**
 * A page is changed when more than this many of its pixels differ. Anti-aliased pixels (a glyph or an
 * edge drawn a sub-pixel apart) are detected by pixelmatch and never counted; this absorbs the few
 * isolated pixels left (a map tile's seam). A changed word of body text is well over 100 pixels.
 */
export const NOISE_PIXELS = 20;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface PngDiff {
  /** More than NOISE_PIXELS changed pixels, or a different size. */
  changed: boolean;
  /** Pixels further apart than COLOUR_THRESHOLD and not anti-aliasing. */
  changedPixels: number;
  sizeChanged: boolean;
  base: Size;
  head: Size;
  /** Around every changed pixel (in the head's coordinates); null when there is none. */
  box: Box | null;
  /** The changed areas: changed pixels closer than AREA_GAP to each other are one area. Top to bottom. */
  areas: Box[];
  /**
   * Only for a changed page: the base faded to grey, changed pixels red, ignored anti-aliasing yellow,
   * each area outlined in magenta. As large as the larger image: a page that grew shows its new part red.
   */
  image: Buffer | null;
}

const DIFF_COLOUR: [number, number, number] = [255, 0, 0];
const OUTLINE_COLOUR: [number, number, number] = [255, 0, 255];
const OUTLINE_WIDTH = 3;
/** Changed pixels up to this far apart (in pixels, about two lines of text) make one area. */
const AREA_GAP = 32;
const TILE = 16;

/** Width and height from a PNG's header, without decoding it. */
function pngSize(png: Buffer): Size {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The image's RGBA pixels on a transparent canvas of `size` (top left), as pixelmatch needs equal sizes. */
function onCanvas(image: PNG, size: Size): Uint8Array {
  if (image.width === size.width && image.height === size.height) return image.data;
  const canvas = new Uint8Array(size.width * size.height * 4);
  for (let y = 0; y < image.height; y++) {
    canvas.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * size.width * 4);
  }
  return canvas;
}

/**
 * Groups the changed pixels of a diff image (those painted DIFF_COLOUR) into areas: tiles of 16 px
 * that hold a changed pixel, joined when within AREA_GAP of each other; each area's box is exact.
 */
export function changedAreas(diff: Uint8Array, size: Size): Box[] {
  const columns = Math.ceil(size.width / TILE);
  const rows = Math.ceil(size.height / TILE);
  const tiles = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const at = (y * size.width + x) * 4;
      // The grey background has equal channels, anti-aliasing is yellow: only a changed pixel is pure red.
      if (diff[at] !== DIFF_COLOUR[0] || diff[at + 1] !== DIFF_COLOUR[1] || diff[at + 2] !== DIFF_COLOUR[2]) continue;
      const key = Math.floor(y / TILE) * columns + Math.floor(x / TILE);
      const tile = tiles.get(key);
      if (tile) {
        tile.x0 = Math.min(tile.x0, x);
        tile.x1 = Math.max(tile.x1, x);
        tile.y1 = y;
      } else {
        tiles.set(key, { x0: x, y0: y, x1: x, y1: y });
      }
    }
  }
  // Union-find over the changed tiles; neighbours within `reach` tiles belong together.
  const parent = new Map<number, number>([...tiles.keys()].map((key) => [key, key]));
  const find = (key: number): number => {
    let root = key;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(key, root);
    return root;
  };
  const reach = Math.ceil(AREA_GAP / TILE);
  for (const key of tiles.keys()) {
    const [row, column] = [Math.floor(key / columns), key % columns];
    for (let r = row; r <= Math.min(rows - 1, row + reach); r++) {
      for (let c = Math.max(0, column - reach); c <= Math.min(columns - 1, column + reach); c++) {
        const other = r * columns + c;
        if (other !== key && tiles.has(other)) parent.set(find(other), find(key));
      }
    }
  }
  const areas = new Map<number, { x0: number; y0: number; x1: number; y1: number }>();
  for (const [key, tile] of tiles) {
    const root = find(key);
    const area = areas.get(root);
    if (!area) areas.set(root, { ...tile });
    else Object.assign(area, { x0: Math.min(area.x0, tile.x0), y0: Math.min(area.y0, tile.y0), x1: Math.max(area.x1, tile.x1), y1: Math.max(area.y1, tile.y1) });
  }
  return [...areas.values()]
    .map(({ x0, y0, x1, y1 }) => ({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** The smallest box around all of them; null for none. */
export function enclosingBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.width));
  const y1 = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** Draws a rectangle's outline a few pixels outside the box, clipped to the image. */
function outline(image: PNG, box: Box): void {
  const [r, g, b] = OUTLINE_COLOUR;
  const x0 = box.x - OUTLINE_WIDTH - 1;
  const y0 = box.y - OUTLINE_WIDTH - 1;
  const x1 = box.x + box.width + OUTLINE_WIDTH;
  const y1 = box.y + box.height + OUTLINE_WIDTH;
  for (let y = Math.max(0, y0); y <= Math.min(image.height - 1, y1); y++) {
    for (let x = Math.max(0, x0); x <= Math.min(image.width - 1, x1); x++) {
      const onEdge = x - x0 < OUTLINE_WIDTH || x1 - x < OUTLINE_WIDTH || y - y0 < OUTLINE_WIDTH || y1 - y < OUTLINE_WIDTH;
      if (!onEdge) continue;
      const at = (y * image.width + x) * 4;
      image.data[at] = r;
      image.data[at + 1] = g;
      image.data[at + 2] = b;
      image.data[at + 3] = 255;
    }
  }
}

/** Compares two PNG screenshots of one page (files' bytes). */
export function diffPngs(basePng: Buffer, headPng: Buffer): PngDiff {
  const [base, head] = [pngSize(basePng), pngSize(headPng)];
  const sizeChanged = base.width !== head.width || base.height !== head.height;
  // Chromium encodes the same pixels to the same bytes: most unchanged pages stop here, undecoded.
  if (!sizeChanged && basePng.equals(headPng)) return { changed: false, changedPixels: 0, sizeChanged, base, head, box: null, areas: [], image: null };

  const size = { width: Math.max(base.width, head.width), height: Math.max(base.height, head.height) };
  const diff = new PNG(size);
  const changedPixels = pixelmatch(onCanvas(PNG.sync.read(basePng), size), onCanvas(PNG.sync.read(headPng), size), diff.data, size.width, size.height, {
    threshold: COLOUR_THRESHOLD,
    includeAA: false,
    diffColor: DIFF_COLOUR,
  });
  const changed = sizeChanged || changedPixels > NOISE_PIXELS;
  const areas = changedPixels > 0 ? changedAreas(diff.data, size) : [];
  if (!changed) return { changed, changedPixels, sizeChanged, base, head, box: enclosingBox(areas), areas, image: null };
  for (const area of areas) outline(diff, area);
  return { changed, changedPixels, sizeChanged, base, head, box: enclosingBox(areas), areas, image: PNG.sync.write(diff) };
}
