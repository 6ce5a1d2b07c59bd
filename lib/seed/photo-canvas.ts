// The seed photos' canvas: a floating-point RGB image painted column by column from layers (sky, distant
// ridges, tree lines, ground, water), each with a top edge per column and a shader per pixel. Edges are
// blended by the share of the pixel each layer covers, water mirrors what stands above it, and the
// finish adds what a camera adds: contrast, a colour cast, a darker rim and film grain.

export type Rgb = readonly [number, number, number];

/** Writes the colour at (x, y) into out[0..2] (0-1 per channel). */
export type Shader = (x: number, y: number, out: Float32Array) => void;

export interface Layer {
  /** The layer's top edge at each column (pixels from the top, fractional); it covers what lies below. */
  tops: Float32Array;
  shade: Shader;
  /** Water: painted in a second pass from the mirror image of what is above `mirrorLine`. */
  water?: Water;
}

export interface Water {
  /** The row the reflection folds about: the far shore's waterline. */
  mirrorLine: number;
  /** The water's own colour (seen looking down, near the camera) at (x, y). */
  body: Shader;
  /** Ripples: sideways and vertical offset of the reflected pixel at (x, y). */
  ripple: (x: number, y: number) => number;
}

export interface Finish {
  /** Multiplies each channel: a warm or cool cast. */
  grade: Rgb;
  /** 1 keeps contrast; above it, an S-curve around mid grey. */
  contrast: number;
  /** How dark the corners get (0-1). */
  vignette: number;
  /** Film grain amplitude, in 0-255 steps. */
  grain: number;
  /** Saturation: 1 keeps it. */
  saturation: number;
}

export const mix = (a: number, b: number, t: number) => a + (b - a) * t;
export const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
export const smoothstep = (a: number, b: number, v: number) => {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/**
 * A photo `width` x `height` (the units every scene draws in) held as `cols` x `rows` pixels: painting
 * fewer pixels and enlarging the result costs less, and a photograph is that soft anyway.
 */
export class PhotoCanvas {
  readonly px: Float32Array;
  readonly cols: number;
  readonly rows: number;
  /** Scene units per pixel. */
  private readonly unit: number;
  private readonly scratch = new Float32Array(3);

  /** `reuse`: a buffer of an earlier canvas of the same size, cleared and painted again (photos are painted one after another). */
  constructor(readonly width: number, readonly height: number, detail = 1, reuse?: Float32Array) {
    this.cols = Math.round(width * detail);
    this.rows = Math.round(height * detail);
    this.unit = width / this.cols;
    const size = this.cols * this.rows * 3;
    this.px = reuse?.length === size ? reuse.fill(0) : new Float32Array(size);
  }

  /**
   * Paints the sky and the layers (listed far to near) over the whole frame, row by row: shaders are
   * called left to right along each row, so they may keep what depends on the row alone.
   */
  paint(sky: Shader, layers: readonly Layer[]): void {
    const { cols, rows, unit, px, scratch } = this;
    const waterMask = layers.some((l) => l.water) ? new Float32Array(cols * rows) : null;
    // Each column's visible runs top to bottom (in pixels): the sky (-1), then the layers that show below it.
    const stride = layers.length + 2;
    const runLayer = new Int32Array(cols * stride);
    const runTop = new Float32Array(cols * stride);
    const runCount = new Int32Array(cols);
    const current = new Int32Array(cols);
    const found: number[] = [];
    for (let x = 0; x < cols; x++) {
      found.length = 0;
      const column = Math.min(this.width - 1, Math.floor((x + 0.5) * unit));
      let bottom = rows;
      for (let i = layers.length - 1; i >= 0; i--) {
        const top = Math.max(0, ((layers[i] as Layer).tops[column] as number) / unit);
        if (top < bottom) {
          found.push(i, top);
          bottom = top;
        }
      }
      const base = x * stride;
      runLayer[base] = -1;
      runTop[base] = 0;
      let count = 1;
      for (let f = found.length - 2; f >= 0; f -= 2) {
        runLayer[base + count] = found[f] as number;
        runTop[base + count] = found[f + 1] as number;
        count++;
      }
      runTop[base + count] = rows;
      runCount[x] = count;
    }
    const shaders: Shader[] = [sky, ...layers.map((l) => l.shade)];
    const isWater = [false, ...layers.map((l) => Boolean(l.water))];
    for (let y = 0; y < rows; y++) {
      const rowEnd = y + 1;
      const sceneY = (y + 0.5) * unit;
      for (let x = 0; x < cols; x++) {
        const base = x * stride;
        const runs = runCount[x] as number;
        let k = current[x] as number;
        while (k + 1 < runs && (runTop[base + k + 1] as number) <= y) k++;
        current[x] = k;
        const at = y * cols + x;
        // The row may hold the edge between runs: each adds its colour by the share of the pixel it covers.
        for (let r = k; r < runs; r++) {
          const top = runTop[base + r] as number;
          if (top >= rowEnd) break;
          const next = runTop[base + r + 1] as number;
          const cover = (next < rowEnd ? next : rowEnd) - (top > y ? top : y);
          if (cover <= 0) continue;
          const index = (runLayer[base + r] as number) + 1;
          if (isWater[index] && waterMask) {
            waterMask[at] = (waterMask[at] as number) + cover;
            continue;
          }
          (shaders[index] as Shader)((x + 0.5) * unit, sceneY, scratch);
          const p3 = at * 3;
          if (cover >= 1) {
            px[p3] = scratch[0] as number;
            px[p3 + 1] = scratch[1] as number;
            px[p3 + 2] = scratch[2] as number;
          } else {
            px[p3] = (px[p3] as number) + (scratch[0] as number) * cover;
            px[p3 + 1] = (px[p3 + 1] as number) + (scratch[1] as number) * cover;
            px[p3 + 2] = (px[p3 + 2] as number) + (scratch[2] as number) * cover;
          }
        }
      }
    }
    const water = layers.find((l) => l.water)?.water;
    if (water && waterMask) this.reflect(water, waterMask);
  }

  /** Water: the mirror image of the frame above its line, rippled, fading into the water's own colour near the camera. */
  private reflect(water: Water, mask: Float32Array): void {
    const { cols, rows, unit, px, scratch } = this;
    const line = water.mirrorLine / unit;
    for (let y = 0; y < rows; y++) {
      const depth = clamp01((y - line) / (rows - line));
      // Looking across the water it is a mirror; looking down into it, its own colour (Fresnel).
      const mirror = 0.85 - 0.55 * Math.sqrt(depth);
      const sceneY = (y + 0.5) * unit;
      for (let x = 0; x < cols; x++) {
        const at = y * cols + x;
        const cover = mask[at] as number;
        if (cover <= 0) continue;
        const ripple = water.ripple((x + 0.5) * unit, sceneY) / unit;
        const sy = Math.min(Math.max(0, Math.round(2 * line - y - ripple * 2)), Math.floor(line) - 1);
        const sx = Math.min(cols - 1, Math.max(0, Math.round(x + ripple * 3)));
        const from = (Math.max(0, sy) * cols + sx) * 3;
        water.body((x + 0.5) * unit, sceneY, scratch);
        for (let c = 0; c < 3; c++) {
          const reflected = (px[from + c] as number) * 0.92;
          px[at * 3 + c] = (px[at * 3 + c] as number) + mix(scratch[c] as number, reflected, mirror) * cover;
        }
      }
    }
  }

  /** Calls `each` for the pixels of a box given in scene units, with the pixel's centre in scene units. */
  private eachIn(x0: number, y0: number, x1: number, y1: number, each: (sx: number, sy: number, at: number) => void): void {
    const { cols, rows, unit } = this;
    const top = Math.max(0, Math.floor(y0 / unit));
    const bottom = Math.min(rows, Math.ceil(y1 / unit));
    const left = Math.max(0, Math.floor(x0 / unit));
    const right = Math.min(cols, Math.ceil(x1 / unit));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) each((x + 0.5) * unit, (y + 0.5) * unit, (y * cols + x) * 3);
    }
  }

  /** Paints a shape over what is there: `cover` gives its opacity (0-1) at (x, y) and fills `out` with its colour. */
  sprite(x0: number, y0: number, x1: number, y1: number, cover: (x: number, y: number, out: Float32Array) => number): void {
    const { px, scratch } = this;
    this.eachIn(x0, y0, x1, y1, (x, y, at) => {
      const alpha = cover(x, y, scratch);
      if (alpha <= 0) return;
      const a = Math.min(1, alpha);
      px[at] = mix(px[at] as number, scratch[0] as number, a);
      px[at + 1] = mix(px[at + 1] as number, scratch[1] as number, a);
      px[at + 2] = mix(px[at + 2] as number, scratch[2] as number, a);
    });
  }

  /** Darkens a shape, as a shadow: `strength` (0-1) at (x, y). */
  shadow(x0: number, y0: number, x1: number, y1: number, strength: (x: number, y: number) => number): void {
    const { px } = this;
    this.eachIn(x0, y0, x1, y1, (x, y, at) => {
      const s = strength(x, y);
      if (s <= 0) return;
      const keep = 1 - Math.min(1, s);
      px[at] = (px[at] as number) * keep;
      px[at + 1] = (px[at + 1] as number) * keep;
      px[at + 2] = (px[at + 2] as number) * keep;
    });
  }

  /** The finished photo as 8-bit RGB, cols x rows: graded, contrasted, vignetted and with film grain (seeded, so always the same). */
  toRgb(finish: Finish, grainSeed: number): Buffer {
    const { cols, rows, px } = this;
    const out = Buffer.allocUnsafe(cols * rows * 3);
    const curve = contrastCurve(finish.contrast);
    const [gr, gg, gb] = finish.grade;
    const saturation = finish.saturation;
    const cx = cols / 2;
    const cy = rows / 2;
    const reach = cx * cx + cy * cy;
    const vignette = finish.vignette;
    const grainAmount = finish.grain / 510;
    let state = grainSeed >>> 0 || 1;
    for (let y = 0; y < rows; y++) {
      const dy2 = (y - cy) * (y - cy);
      for (let x = 0; x < cols; x++) {
        const at = (y * cols + x) * 3;
        const q = ((x - cx) * (x - cx) + dy2) / reach;
        const rim = (1 - vignette * q * Math.sqrt(q)) * 1023;
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        // Two uniform draws summed: a grain that clusters around zero like film's.
        const grain = ((state & 0xff) + ((state >>> 8) & 0xff) - 255) * grainAmount;
        const r0 = (px[at] as number) * gr;
        const g0 = (px[at + 1] as number) * gg;
        const b0 = (px[at + 2] as number) * gb;
        const grey = 0.3 * r0 + 0.59 * g0 + 0.11 * b0;
        out[at] = toByte(curve, grey + (r0 - grey) * saturation, rim, grain);
        out[at + 1] = toByte(curve, grey + (g0 - grey) * saturation, rim, grain);
        out[at + 2] = toByte(curve, grey + (b0 - grey) * saturation, rim, grain);
      }
    }
    return out;
  }
}

/** 1024 steps of an S-curve around mid grey, from 0-1 to 0-255 (contrast 1 is a straight line). */
function contrastCurve(contrast: number): Float32Array {
  const curve = new Float32Array(1024);
  for (let i = 0; i < 1024; i++) {
    const v = i / 1023 - 0.5;
    curve[i] = clamp01(0.5 + v * contrast - (contrast - 1) * 4 * v * v * v) * 255;
  }
  return curve;
}

/** A channel through the curve, darkened at the rim (`rim` is 1023 at the centre), plus grain. */
function toByte(curve: Float32Array, value: number, rim: number, grain: number): number {
  const i = value <= 0 ? 0 : value >= 1 ? 1023 : (value * 1023) | 0;
  const byte = ((curve[i] as number) * rim) / 1023 + grain;
  return byte <= 0 ? 0 : byte >= 255 ? 255 : (byte + 0.5) | 0;
}
