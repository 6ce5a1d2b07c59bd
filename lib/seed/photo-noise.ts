import type { Random } from './random';

// Smooth random textures for the seed photos: value noise on a 256 x 256 lattice summed over octaves
// (fractal noise), baked once into a 512 x 512 tile that repeats. Sampling the tile costs four reads and
// a bilinear blend per pixel, so a 1200 x 800 photo can read it several times per pixel.

const LATTICE = 256;
export const TILE = 512;
const TILE_MASK = TILE - 1;

const smooth = (t: number) => t * t * (3 - 2 * t);

/** Value noise over a repeating lattice of random values in [0, 1). */
function latticeOf(random: Random): Float32Array {
  const values = new Float32Array(LATTICE * LATTICE);
  for (let i = 0; i < values.length; i++) values[i] = random.next();
  return values;
}

/** Value noise at (x, y) in lattice cells, repeating every `period` cells; `offset` picks another part of the lattice. */
function valueAt(lattice: Float32Array, x: number, y: number, period: number, offset: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = smooth(x - xi);
  const fy = smooth(y - yi);
  const x0 = ((xi % period) + offset) & (LATTICE - 1);
  const y0 = ((yi % period) + offset * 3) & (LATTICE - 1);
  const x1 = (((xi + 1) % period) + offset) & (LATTICE - 1);
  const y1 = (((yi + 1) % period) + offset * 3) & (LATTICE - 1);
  const a = lattice[y0 * LATTICE + x0] ?? 0;
  const b = lattice[y0 * LATTICE + x1] ?? 0;
  const c = lattice[y1 * LATTICE + x0] ?? 0;
  const d = lattice[y1 * LATTICE + x1] ?? 0;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** A repeating tile of fractal noise in [0, 1], mean about 0.5; `ridged` folds it into sharp crests (rock, ridges). */
export class NoiseTile {
  private readonly cells = new Float32Array(TILE * TILE);

  /** `octaves` layers from 8 features across the tile, each twice as fine and half as strong. */
  constructor(random: Random, octaves = 5, ridged = false) {
    const lattice = latticeOf(random);
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) {
        let sum = 0;
        let weight = 0;
        let amplitude = 1;
        for (let o = 0, period = 8; o < octaves; o++, period *= 2, amplitude *= 0.5) {
          let v = valueAt(lattice, (x * period) / TILE, (y * period) / TILE, period, o * 37);
          if (ridged) v = 1 - Math.abs(2 * v - 1);
          sum += v * amplitude;
          weight += amplitude;
        }
        this.cells[y * TILE + x] = sum / weight;
      }
    }
  }

  /** The tile at (u, v) in tile cells, repeating, blended between the four nearest cells. */
  at(u: number, v: number): number {
    const xi = Math.floor(u);
    const yi = Math.floor(v);
    const fx = u - xi;
    const fy = v - yi;
    const x0 = xi & TILE_MASK;
    const y0 = yi & TILE_MASK;
    const x1 = (x0 + 1) & TILE_MASK;
    const y1 = (y0 + 1) & TILE_MASK;
    const c = this.cells;
    const a = c[y0 * TILE + x0] as number;
    const b = c[y0 * TILE + x1] as number;
    const d = c[y1 * TILE + x0] as number;
    const e = c[y1 * TILE + x1] as number;
    return a + (b - a) * fx + (d - a) * fy + (a - b - d + e) * fx * fy;
  }
}
