import { clamp01, mix, smoothstep, type PhotoCanvas, type Rgb, type Shader } from './photo-canvas';
import { hazed, lit, sunSide, type Light } from './photo-light';
import type { NoiseTile } from './photo-noise';
import type { Random } from './random';

// What the seed photos are built from: skylines of hills and tree crowns, the shaders of distant land,
// canopies and ground seen in perspective, and single trees, shrubs, posts and a barn.

/** Fractal noise stretched from its narrow middle to about 0-1. */
export const spread = (n: number) => clamp01((n - 0.5) * 2.4 + 0.5);

/** A skyline: `base` minus `amplitude` times noise read along one row of the tile, about `features` swells across the frame. */
export function skyline(tile: NoiseTile, width: number, row: number, features: number, base: number, amplitude: number): Float32Array {
  const tops = new Float32Array(width);
  // The tile's broadest features are 64 cells apart.
  for (let x = 0; x < width; x++) tops[x] = base - amplitude * spread(tile.at((x / width) * features * 64 + row * 7, row * 5));
  return tops;
}

/**
 * A mountain range: `count` peaks of random height and width (steep, slightly concave flanks), the
 * highest wins at each column, roughened by the ridged tile so crests and gullies show.
 */
export function peakline(random: Random, tile: NoiseTile, width: number, o: { base: number; count: number; height: number; rough: number }): { tops: Float32Array; faces: Float32Array } {
  const tops = new Float32Array(width).fill(o.base);
  // Which flank of its peak each column shows: -1 the left, 1 the right (lit or shaded by the sun's side).
  const faces = new Float32Array(width);
  for (let p = 0; p < o.count; p++) {
    const cx = random.between(-100, width + 100);
    const h = o.height * random.between(0.45, 1);
    const half = h * random.between(1.4, 2.6);
    for (let x = Math.max(0, Math.floor(cx - half)); x < Math.min(width, Math.ceil(cx + half)); x++) {
      const top = o.base - h * (1 - Math.abs(x - cx) / half) ** 1.35;
      if (top < (tops[x] as number)) {
        tops[x] = top;
        faces[x] = x < cx ? -1 : 1;
      }
    }
  }
  for (let x = 0; x < width; x++) tops[x] = (tops[x] as number) - o.rough * (tile.at(x * 0.9, 333) - 0.5) - o.rough * 0.4 * (tile.at(x * 4, 77) - 0.5);
  // Soften the turn from one flank to the other over some 30 pixels, as a ridge's crest is rounded.
  const soft = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let d = -15; d <= 15; d++) sum += faces[Math.min(width - 1, Math.max(0, x + d))] as number;
    soft[x] = sum / 31;
  }
  return { tops, faces: soft };
}

/**
 * A mountain face: lit on the flank toward the sun and in shadow on the other, cut by gullies that run
 * down the fall line, snow on the heights lying longest in the gullies, forest on the lower slopes,
 * hazed blue with distance.
 */
export function rockShader(o: { tops: Float32Array; faces: Float32Array; colour: Rgb; forest: Rgb; treeLine: number; snowLine: number; light: Light; tile: NoiseTile; haze: number }): Shader {
  const side = sunSide(o.light, o.tops.length);
  const colour = new Float32Array(3);
  return (x, y, out) => {
    const i = x | 0;
    const into = y - (o.tops[i] as number);
    const face = o.faces[i] as number;
    // Gullies run down the fall line: slanted toward the flank's outer side.
    const gully = o.tile.at(x * 1.3 - into * 0.7 * face, y * 1.1 + 40);
    const patches = o.tile.at(x * 0.5 + 200, y * 0.5);
    const fine = o.tile.at(x * 6, y * 6);
    const sunny = clamp01(0.5 + face * side * 0.5);
    const forest = smoothstep(-30, 30, y - o.treeLine + (patches - 0.5) * 80);
    const snow = (1 - forest) * smoothstep(0.5, 0.62, (o.snowLine - y) / 110 + (gully - 0.5) * 1.1);
    colour[0] = mix(o.colour[0], o.forest[0], forest);
    colour[1] = mix(o.colour[1], o.forest[1], forest);
    colour[2] = mix(o.colour[2], o.forest[2], forest);
    if (snow > 0) {
      // Snow is white in the sun and blue-grey in the shade of its flank.
      colour[0] = mix(colour[0] as number, 0.86, snow);
      colour[1] = mix(colour[1] as number, 0.89, snow);
      colour[2] = mix(colour[2] as number, 0.95, snow);
    }
    const shade = (0.62 + sunny * 0.5) * (0.68 + gully * 0.55) * (0.85 + patches * 0.3) + (fine - 0.5) * (0.35 - snow * 0.25);
    lit(out, colour, mix(0.85, shade, o.light.contrast), o.light);
    hazed(out, o.light, o.haze + (1 - o.haze) * o.light.mist * clamp01(into / 300) * 0.5);
  };
}

/** Raises a skyline by tree crowns: round broadleaf crowns, or pointed conifers, along stretches that hold trees. */
export function addCrowns(random: Random, tops: Float32Array, o: { height: number; width: number; conifer: number; gaps: number }): Float32Array {
  const raised = Float32Array.from(tops);
  const count = tops.length;
  for (let x = -o.width; x < count + o.width; ) {
    const conifer = random.chance(o.conifer);
    const r = o.width * random.between(0.6, 1.3) * (conifer ? 0.7 : 1);
    const h = o.height * random.between(0.4, 1.3);
    if (!random.chance(o.gaps)) {
      for (let i = Math.max(0, Math.floor(x - r)); i < Math.min(count, Math.ceil(x + r)); i++) {
        const d = Math.abs(i - x) / r;
        // A conifer's outline is ragged with branches; a broadleaf crown is a rounded mound.
        const rise = conifer ? h * 1.3 * (1 - d) * (0.94 + 0.12 * Math.sin(i * 2.3 + h)) : h * Math.sqrt(Math.max(0, 1 - d * d));
        const top = (tops[i] as number) - rise;
        if (top < (raised[i] as number)) raised[i] = top;
      }
    }
    x += r * random.between(conifer ? 0.35 : 0.7, 1.2);
  }
  // Leaves and twigs make the crowns' edge ragged at the scale of a few pixels.
  let jitter = 0;
  for (let i = 0; i < count; i++) {
    jitter = jitter * 0.55 + (random.next() - 0.5) * 0.9;
    if ((raised[i] as number) < (tops[i] as number)) raised[i] = (raised[i] as number) + jitter * o.height * 0.07;
  }
  return raised;
}

/**
 * Distant land: its colour broken into facets by the tile (lit where the tile rises toward the sun),
 * hazed by distance, and misty low down where valleys hold the haze.
 */
export function ridgeShader(o: { tops: Float32Array; colour: Rgb; light: Light; tile: NoiseTile; haze: number; scale: number; depth: number }): Shader {
  const side = sunSide(o.light, o.tops.length);
  const strength = 2.2 * o.light.contrast;
  return (x, y, out) => {
    const u = x * o.scale;
    const v = y * o.scale * 1.6;
    const n = o.tile.at(u, v);
    const facing = (o.tile.at(u + 2, v) - o.tile.at(u - 2, v)) * side;
    lit(out, o.colour, 0.8 + facing * strength + (n - 0.5) * 0.45, o.light);
    const top = o.tops[x < 0 ? 0 : x >= o.tops.length ? o.tops.length - 1 : x | 0] as number;
    const below = clamp01((y - top) / o.depth);
    hazed(out, o.light, o.haze + (1 - o.haze) * o.light.mist * below * 0.7);
  };
}

/**
 * Tree canopy: crowns as clumps of foliage, lit on the sunny side, hazed by distance. A near tree line
 * (`crowns`) is also lit along its top and dark deep within.
 */
export function canopyShader(o: { tops: Float32Array; colour: Rgb; light: Light; tile: NoiseTile; haze: number; scale: number; crowns?: boolean }): Shader {
  const side = sunSide(o.light, o.tops.length);
  const reach = 14 / o.scale;
  const strength = 1.8 * o.light.contrast;
  return (x, y, out) => {
    const u = x * o.scale;
    const v = y * o.scale * 1.3;
    const clump = o.tile.at(u, v);
    const fine = o.tile.at(u * 3 + 100, v * 3);
    const facing = (o.tile.at(u + 1.5, v - 1) - o.tile.at(u - 1.5, v + 1)) * side;
    let shade = 0.5 + (clump - 0.5) * 0.7 + (fine - 0.5) * 0.45 + facing * strength;
    if (o.crowns) {
      const into = (y - (o.tops[x | 0] as number)) / reach;
      shade = shade * (0.62 + 0.5 / (1 + into * into));
    }
    lit(out, o.colour, shade < 0.18 ? 0.18 : shade, o.light);
    hazed(out, o.light, o.haze);
  };
}

export interface GroundLook {
  /** The vanishing line of the ground (its flat horizon), pixels from the top. */
  horizon: number;
  colour: Rgb;
  /** A second colour the ground turns to in patches (dry grass, bare soil). */
  patch: Rgb;
  patchShare: number;
  light: Light;
  tile: NoiseTile;
  /** Tile cells per metre of ground: larger is finer (grass about 30, sand 60). */
  cells: number;
  /** How much the texture streaks upright near the camera, as grass blades do (1: not at all). */
  blades: number;
  /** Haze at the horizon (falls off toward the camera). */
  haze: number;
}

/** Grass blades: two readings of the tile at unrelated scales, so its repeat does not show. */
function bladesAt(tile: NoiseTile, x: number, v: number): number {
  return (tile.at(x * 0.7, v * 2.5) + tile.at(x * 0.43 + 171, v * 1.7 + 59)) * 0.5;
}

/** The camera: 1.6 m above the ground, a focal length of 1,000 pixels. */
const EYE = 1.6 * 1000;

/**
 * Ground in perspective: the tile lies on the ground plane, so its features shrink toward the horizon,
 * where they fade before they would shimmer; large patches of a second colour; haze far off.
 * `extra` may change the colour (rows of a crop, scrub) before the light: it gets the distance in metres.
 */
export function groundShader(g: GroundLook, extra?: (x: number, y: number, distance: number, out: Float32Array) => void): Shader {
  let rowY = -1;
  let distance = 0;
  let across = 0;
  let fineDetail = 0;
  let midDetail = 0;
  let coarseDetail = 0;
  let haze = 0;
  let v = 0;
  const colour = new Float32Array(3);
  return (x, y, out) => {
    if (y !== rowY) {
      rowY = y;
      const below = Math.max(0.5, y - g.horizon);
      distance = EYE / below;
      across = (1.6 / below) * g.cells;
      v = distance * g.cells;
      // Tile cells per pixel down the ground: above about two, a feature is smaller than a pixel.
      const rate = (EYE / (below * below)) * g.cells;
      fineDetail = clamp01(2 - (rate * (g.blades > 1 ? 2.5 : 8)) / 3);
      midDetail = clamp01(2 - (rate * 1.5) / 3);
      coarseDetail = clamp01(2 - (rate * 0.25) / 3);
      haze = g.haze * Math.exp(-below / 60);
    }
    const u = (x - 600) * across;
    const patch = smoothstep(0.56 - g.patchShare * 0.3, 0.66 - g.patchShare * 0.3, g.tile.at(u * 0.012 + 500, v * 0.012));
    // Three scales of texture: blades and pebbles, tufts, swells; each fades before it would shimmer.
    // Blades stand upright in the picture: their width does not follow the perspective.
    const fine = fineDetail > 0 ? (g.blades > 1 ? bladesAt(g.tile, x * g.blades, v) : g.tile.at(u * 8, v * 8)) - 0.5 : 0;
    const mid = midDetail > 0 ? (g.tile.at(u * 1.5 + 50, v * 1.5) - 0.5) * midDetail : 0;
    const coarse = (g.tile.at(u * 0.25 + 90, v * 0.25) - 0.5) * coarseDetail;
    colour[0] = mix(g.colour[0], g.patch[0], patch);
    colour[1] = mix(g.colour[1], g.patch[1], patch);
    colour[2] = mix(g.colour[2], g.patch[2], patch);
    if (extra) extra(x, y, distance, colour);
    // The shadows of clouds drift over the land as broad soft patches.
    const cloud = smoothstep(0.5, 0.68, g.tile.at(u * 0.004 + 200, v * 0.004 + 300)) * 0.28 * g.light.contrast;
    lit(out, colour, (0.88 + fine * fineDetail * 1.3 + mid * 0.7 + coarse * 0.5) * (1 - cloud), g.light);
    hazed(out, g.light, haze);
  };
}

/**
 * A broadleaf tree standing at (x, foot), its crown `size` pixels wide: four to seven lobes of foliage
 * with ragged edges, lit on top and on the sunny side, a trunk, and its shadow on the ground.
 */
export function broadleafTree(canvas: PhotoCanvas, random: Random, o: { x: number; foot: number; size: number; colour: Rgb; light: Light; tile: NoiseTile; haze: number; spread?: number }): void {
  const side = sunSide(o.light, canvas.width);
  const wide = o.spread ?? 1;
  const rx = (o.size / 2) * wide;
  const crownY = o.foot - o.size * (wide > 1.2 ? 0.45 : 0.6);
  const lobes = Array.from({ length: random.int(10, 16) }, () => {
    const a = random.between(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * 0.75;
    return { x: o.x + Math.cos(a) * rx * d, y: crownY + Math.sin(a) * o.size * 0.26 * d - o.size * 0.04, r: o.size * random.between(0.12, 0.22) * Math.sqrt(wide) };
  });
  const trunkW = Math.max(1.2, o.size * 0.045);
  const freq = 26 / o.size;
  // The shadow falls away from the sun, flattened on the ground.
  const sx = o.x - side * o.size * 0.35;
  canvas.shadow(sx - rx * 1.4, o.foot - o.size * 0.12, sx + rx * 1.4, o.foot + o.size * 0.12, (x, y) => {
    const d = ((x - sx) / (rx * 1.25)) ** 2 + ((y - o.foot - o.size * 0.02) / (o.size * 0.09)) ** 2 + (o.tile.at(x * freq, y * freq) - 0.5) * 0.8;
    return (1 - smoothstep(0.3, 1.1, d)) * 0.42 * o.light.contrast;
  });
  canvas.sprite(o.x - trunkW, crownY, o.x + trunkW, o.foot + 1, (x, y, out) => {
    lit(out, [0.24, 0.2, 0.16], 0.65 + ((x - o.x) / trunkW) * side * 0.15, o.light);
    hazed(out, o.light, o.haze);
    return 1 - smoothstep(trunkW * 0.45, trunkW, Math.abs(x - o.x));
  });
  const left = Math.min(...lobes.map((l) => l.x - l.r)) - 4;
  const right = Math.max(...lobes.map((l) => l.x + l.r)) + 4;
  const topY = Math.min(...lobes.map((l) => l.y - l.r)) - 4;
  const bottomY = Math.max(...lobes.map((l) => l.y + l.r)) + 4;
  canvas.sprite(left, topY, right, bottomY, (x, y, out) => {
    const ragged = (o.tile.at(x * freq * 2, y * freq * 2) - 0.5) * 1.1 + (o.tile.at(x * freq * 7 + 90, y * freq * 7) - 0.5) * 1.2;
    let best = 9;
    let lobe = lobes[0] as { x: number; y: number; r: number };
    for (let k = 0; k < lobes.length; k++) {
      const l = lobes[k] as { x: number; y: number; r: number };
      const d = ((x - l.x) * (x - l.x) + (y - l.y) * (y - l.y)) / (l.r * l.r);
      if (d < best) {
        best = d;
        lobe = l;
      }
    }
    const leaves = o.tile.at(x * freq * 18 + 40, y * freq * 18);
    // Gaps between the leaves near the edge of each lobe let the sky through.
    const a = (1 - smoothstep(0.8, 1, best + ragged)) * smoothstep(0.3, 0.42, leaves + (1 - best) * 0.35);
    if (a <= 0) return 0;
    const clump = o.tile.at(x * freq * 2 + 40, y * freq * 2);
    // Light falls on the crown as a whole (each lobe a little rounded), so it reads as one tree.
    const dx = (x - o.x) / rx + ((x - lobe.x) / lobe.r) * 0.25;
    const dy = (y - crownY) / (o.size * 0.3) + ((y - lobe.y) / lobe.r) * 0.25;
    const shade = 0.42 + (clump - 0.5) * 0.5 + (leaves - 0.5) * 1.1 + (dx * side * 0.16 - dy * 0.2) * o.light.contrast;
    lit(out, o.colour, shade, o.light);
    hazed(out, o.light, o.haze);
    return a;
  });
}

/** A low shrub (sagebrush, creosote, yaupon) at (x, foot). */
export function shrub(canvas: PhotoCanvas, o: { x: number; foot: number; size: number; colour: Rgb; light: Light; tile: NoiseTile; haze: number }): void {
  const rx = o.size / 2;
  const ry = o.size * 0.32;
  const cy = o.foot - ry * 0.8;
  canvas.sprite(o.x - rx * 1.2, cy - ry * 1.3, o.x + rx * 1.2, o.foot + 1, (x, y, out) => {
    const dx = (x - o.x) / rx;
    const dy = (y - cy) / ry;
    const edge = 1 + (o.tile.at(x * (90 / o.size), y * (90 / o.size)) - 0.5) * 1.6;
    const a = (1 - smoothstep(edge - 0.15, edge, dx * dx + dy * dy)) * (y > o.foot ? 0 : 1);
    lit(out, o.colour, 0.55 + o.tile.at(x * 0.7, y * 0.7) * 0.5 - dy * 0.15, o.light);
    hazed(out, o.light, o.haze);
    return a;
  });
}

/** Weathered fence posts and wire running from near the camera toward a vanishing point. */
export function fenceLine(canvas: PhotoCanvas, o: { from: [number, number]; to: [number, number]; posts: number; height: number; light: Light }): void {
  const [x0, y0] = o.from;
  const [x1, y1] = o.to;
  const at = (t: number) => {
    // Equal steps on the ground: in the picture they shrink toward the far end.
    const p = t / (1 + t * 3);
    const k = p / (1 / 4);
    return { x: mix(x0, x1, k), y: mix(y0, y1, k), scale: 1 - k * 0.85 };
  };
  const tops: Array<[number, number]> = [];
  for (let i = 0; i < o.posts; i++) {
    const { x, y, scale } = at(i / (o.posts - 1));
    const w = Math.max(1.2, 6 * scale);
    const h = o.height * scale;
    tops.push([x, y - h]);
    canvas.sprite(x - w, y - h, x + w, y + 1, (px, py, out) => {
      lit(out, [0.36, 0.31, 0.26], 0.75 + ((px - x) / w) * 0.2, o.light);
      return 1 - smoothstep(w * 0.45, w, Math.abs(px - x));
    });
  }
  for (let i = 0; i + 1 < tops.length; i++) {
    const [ax, ay] = tops[i] as [number, number];
    const [bx, by] = tops[i + 1] as [number, number];
    for (const drop of [0.15, 0.5]) {
      const h0 = (o.height * (1 - i / tops.length)) * drop;
      canvas.sprite(Math.min(ax, bx) - 1, Math.min(ay, by) - 2, Math.max(ax, bx) + 1, Math.max(ay, by) + h0 + 3, (px, py, out) => {
        const t = (px - ax) / (bx - ax || 1);
        if (t < 0 || t > 1) return 0;
        const wy = mix(ay, by, t) + h0 * (1 - (i / tops.length) * 0.5) + Math.sin(t * Math.PI) * 1.5;
        out[0] = 0.3;
        out[1] = 0.29;
        out[2] = 0.28;
        return (1 - smoothstep(0.3, 1.1, Math.abs(py - wy))) * 0.7;
      });
    }
  }
}

/** A distant barn: a gabled box, the sunny side lighter, weathered red or grey, hazed by distance. */
export function barn(canvas: PhotoCanvas, o: { x: number; foot: number; width: number; colour: Rgb; light: Light; haze: number }): void {
  const side = sunSide(o.light, canvas.width);
  const wall = o.width * 0.45;
  const front = o.width * 0.38;
  const eave = o.foot - wall;
  const ridge = eave - o.width * 0.22;
  const frontX = side > 0 ? o.x + o.width - front : o.x;
  canvas.sprite(o.x, ridge, o.x + o.width, o.foot, (x, y, out) => {
    const inFront = x >= frontX && x <= frontX + front;
    const gable = inFront && y < eave && y >= eave - (1 - Math.abs((x - frontX) / front * 2 - 1)) * (eave - ridge);
    const roof = !inFront && y < eave && y >= ridge + (eave - ridge) * 0.15;
    if (!(y >= eave || gable || roof)) return 0;
    if (roof) lit(out, [0.34, 0.34, 0.35], 0.85, o.light);
    else lit(out, o.colour, inFront ? 1.05 : 0.72, o.light);
    hazed(out, o.light, o.haze);
    return 1;
  });
}
