import { clamp01, mix, PhotoCanvas, smoothstep, type Layer, type Rgb } from './photo-canvas';
import {
  addCrowns, barn, broadleafTree, canopyShader, fenceLine, groundShader, peakline, ridgeShader, rockShader, shrub, skyline, spread, type GroundLook,
} from './photo-elements';
import { hazed, lights, lit, skyShader, type Light } from './photo-light';
import { NoiseTile } from './photo-noise';
import { Random } from './random';

// Seed photos are drawn, not downloaded (DESIGN §3): each is painted pixel by pixel like a landscape
// photograph: a sky with clouds, distant hills fading into haze, tree lines, ground in perspective,
// water that mirrors the shore, then contrast, vignette and grain. Eight kinds of land, each in four
// lights (variant 0 midday, 1 morning, 2 golden hour, 3 overcast).

export const sceneKinds = ['pasture', 'field', 'forest', 'mountain', 'desert', 'water', 'range', 'coast'] as const;
export type SceneKind = (typeof sceneKinds)[number];

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;
/** Painted at 720 x 480 and enlarged (lanczos) to 1200 x 800: a third of the work, and a photograph is that soft anyway. */
const DETAIL = 0.6;

interface Tiles {
  fbm: NoiseTile;
  ridged: NoiseTile;
  clouds: NoiseTile;
}
let tiles: Tiles | undefined;
/** The noise tiles every photo reads, made once per pool (about 0.2 s). */
function sharedTiles(): Tiles {
  tiles ??= { fbm: new NoiseTile(new Random(0x7e57), 5), ridged: new NoiseTile(new Random(0x41d9e), 5, true), clouds: new NoiseTile(new Random(0xc10d), 5) };
  return tiles;
}

interface Scene {
  random: Random;
  light: Light;
  t: Tiles;
  canvas: PhotoCanvas;
  variant: number;
}

const greens: readonly Rgb[] = [[0.38, 0.48, 0.21], [0.42, 0.52, 0.25], [0.48, 0.5, 0.24], [0.36, 0.44, 0.23]];
const dryGrass: Rgb = [0.66, 0.58, 0.36];
const woods: Rgb = [0.2, 0.3, 0.14];
const farWoods: Rgb = [0.26, 0.36, 0.3];

function ground(s: Scene, look: Omit<GroundLook, 'light' | 'tile'>, extra?: Parameters<typeof groundShader>[1]) {
  return groundShader({ ...look, light: s.light, tile: s.t.fbm }, extra);
}

const sky = (s: Scene, horizon: number) => skyShader(s.light, horizon, W, s.t.clouds, s.random.between(0, 4000));

/** Lone trees standing on the ground between rows y0 and y1, sized by their distance, far ones first. */
function scatterTrees(s: Scene, count: number, y0: number, y1: number, horizon: number, colour: Rgb, spreadOut = 1): void {
  const spots = Array.from({ length: count }, () => ({ x: s.random.between(-40, W + 40), foot: s.random.between(y0, y1) })).sort((a, b) => a.foot - b.foot);
  for (const { x, foot } of spots) {
    const near = (foot - horizon) / (H - horizon);
    broadleafTree(s.canvas, s.random, {
      x, foot, size: mix(14, 300, near ** 1.5) * s.random.between(0.75, 1.2), colour, light: s.light, tile: s.t.fbm,
      haze: 0.4 * (1 - near) ** 3, spread: spreadOut * s.random.between(0.85, 1.2),
    });
  }
}

function pasture(s: Scene): void {
  const horizon = H * 0.5;
  const far = skyline(s.t.fbm, W, 11, 2, horizon - 20, 60);
  const hills = addCrowns(s.random, skyline(s.t.fbm, W, 23, 3, horizon + 10, 45), { height: 7, width: 7, conifer: 0.1, gaps: 0.05 });
  const hedge = addCrowns(s.random, skyline(s.t.fbm, W, 37, 2, horizon + 50, 14), { height: 30, width: 20, conifer: 0, gaps: 0.3 });
  const field = skyline(s.t.fbm, W, 51, 1.5, horizon + 64, 12);
  const green = greens[s.variant] ?? (greens[0] as Rgb);
  const layers: Layer[] = [
    { tops: far, shade: ridgeShader({ tops: far, colour: farWoods, light: s.light, tile: s.t.fbm, haze: 0.6, scale: 3, depth: 70 }) },
    { tops: hills, shade: canopyShader({ tops: hills, colour: woods, light: s.light, tile: s.t.fbm, haze: 0.38, scale: 4 }) },
    { tops: hedge, shade: canopyShader({ tops: hedge, colour: woods, light: s.light, tile: s.t.fbm, haze: 0.14, scale: 2.2, crowns: true }) },
    { tops: field, shade: ground(s, { horizon: horizon + 24, colour: green, patch: dryGrass, patchShare: s.variant === 2 ? 0.6 : 0.35, cells: 30, blades: 3, haze: 0.45 }) },
  ];
  s.canvas.paint(sky(s, horizon), layers);
  if (s.variant !== 1) barn(s.canvas, { x: s.random.between(250, 850), foot: horizon + 62, width: s.random.between(34, 52), colour: s.random.chance(0.6) ? [0.52, 0.2, 0.16] : [0.55, 0.53, 0.5], light: s.light, haze: 0.25 });
  scatterTrees(s, 5, horizon + 80, H - 140, horizon + 24, [0.22, 0.34, 0.14]);
  if (s.variant % 2 === 0) fenceLine(s.canvas, { from: [s.variant === 0 ? 60 : 1140, H + 30], to: [600, horizon + 78], posts: 16, height: 150, light: s.light });
}

function field(s: Scene): void {
  const horizon = H * 0.52;
  const trees = addCrowns(s.random, skyline(s.t.fbm, W, 17, 2, horizon + 2, 4), { height: 18, width: 12, conifer: 0.05, gaps: 0.3 });
  const crops: ReadonlyArray<readonly [Rgb, Rgb, number]> = [
    [[0.32, 0.44, 0.17], [0.42, 0.33, 0.24], 0.5], [[0.36, 0.46, 0.2], [0.4, 0.31, 0.22], 0.4],
    [[0.8, 0.66, 0.34], [0.66, 0.53, 0.3], 0.85], [[0.44, 0.35, 0.27], [0.34, 0.27, 0.21], 0.5],
  ];
  const [crop, soil, cover] = crops[s.variant] ?? (crops[0] as readonly [Rgb, Rgb, number]);
  const vanishX = s.random.between(380, 820);
  const rows = ground(s, { horizon, colour: crop, patch: soil, patchShare: 0.08, cells: 40, blades: 1, haze: 0.4 }, (x, y, distance, out) => {
    // Rows 0.75 m apart run to a vanishing point; closer than three pixels they blend into the field's tone.
    const below = Math.max(0.5, y - horizon);
    const dx = x - vanishX;
    const u = (dx * 1.6) / below / 0.75;
    const row = Math.abs(u - Math.floor(u) - 0.5) * 2;
    // The plants along a row are clumps, not a stripe.
    const plants = s.t.fbm.at(u * 7, distance * 30);
    const inRow = (1 - smoothstep(cover - 0.25, cover + 0.25, row + (plants - 0.5) * 0.9)) * (0.6 + plants * 0.7);
    // Rows closer than a few pixels (measured across them, not along the row of pixels) blend into the tone.
    const spacing = ((below * 0.75) / 1.6) * (below / Math.sqrt(below * below + dx * dx));
    const t = mix(cover, inRow, smoothstep(3, 8, spacing));
    out[0] = mix(soil[0], out[0] as number, t);
    out[1] = mix(soil[1], out[1] as number, t);
    out[2] = mix(soil[2], out[2] as number, t);
  });
  const layers: Layer[] = [
    { tops: trees, shade: canopyShader({ tops: trees, colour: woods, light: s.light, tile: s.t.fbm, haze: 0.45, scale: 4 }) },
    { tops: new Float32Array(W).fill(horizon + 3), shade: rows },
  ];
  s.canvas.paint(sky(s, horizon), layers);
  if (s.variant === 0 || s.variant === 3) barn(s.canvas, { x: s.random.between(150, 950), foot: horizon + 5, width: s.random.between(20, 30), colour: [0.52, 0.2, 0.16], light: s.light, haze: 0.38 });
}

function forest(s: Scene): void {
  const horizon = H * 0.42;
  const ridges = [0, 1, 2].map((i) => addCrowns(s.random, skyline(s.t.fbm, W, 13 + i * 9, 1.2 + i * 0.4, horizon + 10 + i * 70, 140 - i * 30), { height: 3 + i * 3, width: 4 + i * 3, conifer: 0.5, gaps: 0 }));
  const near = addCrowns(s.random, skyline(s.t.fbm, W, 47, 2, horizon + 250, 40), { height: 90, width: 34, conifer: s.variant === 1 ? 0.6 : 0.2, gaps: 0.02 });
  const meadow = skyline(s.t.fbm, W, 59, 1.5, H - 130, 18);
  const layers: Layer[] = [
    ...ridges.map((tops, i) => ({ tops, shade: canopyShader({ tops, colour: i === 2 ? woods : farWoods, light: s.light, tile: s.t.fbm, haze: 0.6 - i * 0.2, scale: 6 - i * 1.5 }) })),
    { tops: near, shade: canopyShader({ tops: near, colour: [0.22, 0.32, 0.15], light: s.light, tile: s.t.fbm, haze: 0.04, scale: 1.6, crowns: true }) },
    { tops: meadow, shade: ground(s, { horizon: H - 190, colour: greens[s.variant] ?? [0.36, 0.5, 0.2], patch: dryGrass, patchShare: 0.55, cells: 30, blades: 3, haze: 0.05 }) },
  ];
  s.canvas.paint(sky(s, horizon), layers);
}

function mountain(s: Scene): void {
  const horizon = H * 0.58;
  const { tops: peaks, faces } = peakline(s.random, s.t.ridged, W, { base: horizon - 30, count: 7, height: 270, rough: 36 });
  const snowLine = horizon - 170;
  const foothills = addCrowns(s.random, skyline(s.t.fbm, W, 41, 3, horizon + 10, 80), { height: 6, width: 4, conifer: 1, gaps: 0 });
  const trees = addCrowns(s.random, skyline(s.t.fbm, W, 53, 2, horizon + 130, 20), { height: 70, width: 22, conifer: 1, gaps: 0.2 });
  const meadow = skyline(s.t.fbm, W, 61, 1.5, horizon + 160, 12);
  const layers: Layer[] = [
    {
      tops: peaks,
      shade: rockShader({ tops: peaks, faces, colour: [0.44, 0.42, 0.43], forest: [0.16, 0.24, 0.18], treeLine: horizon - 70, snowLine, light: s.light, tile: s.t.ridged, haze: 0.3 }),
    },
    { tops: foothills, shade: canopyShader({ tops: foothills, colour: [0.15, 0.24, 0.19], light: s.light, tile: s.t.fbm, haze: 0.36, scale: 5 }) },
    { tops: trees, shade: canopyShader({ tops: trees, colour: [0.14, 0.22, 0.14], light: s.light, tile: s.t.fbm, haze: 0.08, scale: 2.4, crowns: true }) },
    { tops: meadow, shade: ground(s, { horizon: horizon + 130, colour: s.variant === 2 ? [0.6, 0.55, 0.3] : [0.42, 0.5, 0.24], patch: dryGrass, patchShare: 0.4, cells: 30, blades: 3, haze: 0.15 }) },
  ];
  s.canvas.paint(sky(s, horizon - 60), layers);
}

function desert(s: Scene): void {
  const horizon = H * 0.6;
  const mesas = skyline(s.t.fbm, W, 19, 3, horizon - 6, 26);
  // Flat-topped mesas: a cliff, then a slope of fallen rock down to the plain.
  for (const m of [0, 1, 2].map(() => ({ x: s.random.between(-100, W), w: s.random.between(120, 380), h: s.random.between(70, 150) }))) {
    for (let x = 0; x < W; x++) {
      const inside = Math.min(x - m.x, m.x + m.w - x);
      const cliff = smoothstep(-6, 6, inside) * 0.55 + smoothstep(-70, -4, inside) * 0.45;
      const top = horizon - 6 - cliff * m.h * (0.97 + spread(s.t.fbm.at(x * 0.6, 70)) * 0.06);
      if (top < (mesas[x] as number)) mesas[x] = top;
    }
  }
  const rockColour: Rgb = [0.66, 0.4, 0.27];
  const cliff = ridgeShader({ tops: mesas, colour: rockColour, light: s.light, tile: s.t.ridged, haze: 0.4, scale: 2.5, depth: 400 });
  const sand: Rgb = s.variant === 3 ? [0.66, 0.58, 0.48] : [0.78, 0.64, 0.48];
  const plain = ground(s, { horizon, colour: sand, patch: [0.66, 0.5, 0.37], patchShare: 0.4, cells: 50, blades: 1, haze: 0.4 }, (x, y, distance, out) => {
    // Creosote and sage dot the flat, smaller and closer together into the distance.
    const scrub = s.t.fbm.at((x - 600) * (1.6 / Math.max(0.5, y - horizon)) * 3 + 300, distance * 3);
    const bush = smoothstep(0.64, 0.69, scrub) * smoothstep(2, 25, y - horizon);
    out[0] = mix(out[0] as number, 0.3, bush);
    out[1] = mix(out[1] as number, 0.32, bush);
    out[2] = mix(out[2] as number, 0.21, bush);
  });
  const layers: Layer[] = [
    {
      tops: mesas,
      shade: (x, y, out) => {
        cliff(x, y, out);
        // Strata across the cliffs, cut by runnels of erosion down them.
        const band = 0.96 + 0.05 * Math.sin(y * 0.22 + s.t.fbm.at(x * 0.2, y * 0.1) * 7);
        const runnel = 0.8 + s.t.ridged.at(x * 3, y * 0.45) * 0.35;
        const k = band * runnel;
        out[0] = (out[0] as number) * k;
        out[1] = (out[1] as number) * k;
        out[2] = (out[2] as number) * k;
      },
    },
    { tops: new Float32Array(W).fill(horizon), shade: plain },
  ];
  s.canvas.paint(sky(s, horizon), layers);
  for (let i = 0; i < 9; i++) {
    const foot = s.random.between(horizon + 40, H + 10);
    const near = (foot - horizon) / (H - horizon);
    shrub(s.canvas, { x: s.random.between(0, W), foot, size: mix(8, 130, near ** 1.5), colour: [0.34, 0.37, 0.25], light: s.light, tile: s.t.fbm, haze: 0.2 * (1 - near) });
  }
}

function water(s: Scene): void {
  const line = H * 0.5;
  const far = skyline(s.t.fbm, W, 31, 2, line - 35, 80);
  const shore = addCrowns(s.random, new Float32Array(W).fill(line), { height: 34, width: 14, conifer: s.variant === 1 ? 0.6 : 0.3, gaps: 0.04 });
  const bank = skyline(s.t.fbm, W, 43, 1.5, H - 55, 70);
  const body: Rgb = [0.07, 0.17, 0.2];
  const layers: Layer[] = [
    { tops: far, shade: canopyShader({ tops: far, colour: farWoods, light: s.light, tile: s.t.fbm, haze: 0.55, scale: 5 }) },
    { tops: shore, shade: canopyShader({ tops: shore, colour: woods, light: s.light, tile: s.t.fbm, haze: 0.22, scale: 3, crowns: true }) },
    {
      tops: new Float32Array(W).fill(line),
      shade: () => undefined,
      water: {
        mirrorLine: line,
        body: (x, y, out) => {
          // Wavelets: long thin streaks, catching the sky's light on their far side.
          const streak = s.t.fbm.at(x * 0.12, Math.max(0, y - line) ** 1.15 * 1.6);
          lit(out, body, 0.85 + (streak - 0.5) * 0.7, s.light);
          const glint = smoothstep(0.6, 0.72, streak) * 0.35;
          out[0] = mix(out[0] as number, s.light.horizon[0], glint);
          out[1] = mix(out[1] as number, s.light.horizon[1], glint);
          out[2] = mix(out[2] as number, s.light.horizon[2], glint);
          hazed(out, s.light, 0.15 * clamp01(1 - (y - line) / 80));
        },
        // Wind ripples: longer and stronger toward the camera.
        ripple: (x, y) => (s.t.fbm.at(x * 0.03 + 7, Math.max(0, y - line) ** 1.2 * 1.2) - 0.5) * (1.5 + (y - line) / 10),
      },
    },
    { tops: bank, shade: ground(s, { horizon: H - 100, colour: greens[s.variant] ?? [0.36, 0.5, 0.2], patch: dryGrass, patchShare: 0.4, cells: 25, blades: 4, haze: 0 }) },
  ];
  s.canvas.paint(sky(s, line), layers);
}

function range(s: Scene): void {
  const horizon = H * 0.55;
  const far = skyline(s.t.fbm, W, 67, 3, horizon - 4, 50);
  const mottes = addCrowns(s.random, skyline(s.t.fbm, W, 71, 2, horizon + 6, 8), { height: 12, width: 14, conifer: 0, gaps: 0.55 });
  const grass: Rgb = s.variant === 1 ? [0.5, 0.54, 0.28] : s.variant === 3 ? [0.58, 0.56, 0.36] : [0.7, 0.6, 0.36];
  const layers: Layer[] = [
    { tops: far, shade: ridgeShader({ tops: far, colour: [0.36, 0.4, 0.36], light: s.light, tile: s.t.fbm, haze: 0.62, scale: 3, depth: 60 }) },
    { tops: mottes, shade: canopyShader({ tops: mottes, colour: [0.24, 0.3, 0.16], light: s.light, tile: s.t.fbm, haze: 0.3, scale: 4 }) },
    { tops: skyline(s.t.fbm, W, 79, 1.5, horizon + 14, 8), shade: ground(s, { horizon, colour: grass, patch: [0.48, 0.46, 0.28], patchShare: 0.45, cells: 30, blades: 3, haze: 0.45 }) },
  ];
  s.canvas.paint(sky(s, horizon), layers);
  scatterTrees(s, 8, horizon + 20, H - 100, horizon, [0.22, 0.3, 0.14], 1.6);
}

function coast(s: Scene): void {
  const line = H * 0.46;
  const shoreTops = skyline(s.t.fbm, W, 83, 1, H - 215, 40);
  const dune = skyline(s.t.fbm, W, 89, 2, H - 70, 50);
  const sea: Rgb = [0.05, 0.25, 0.33];
  const sand = new Float32Array(3);
  const layers: Layer[] = [
    {
      tops: new Float32Array(W).fill(line),
      shade: () => undefined,
      water: {
        mirrorLine: line,
        body: (x, y, out) => {
          const swell = s.t.fbm.at(x * 0.04, Math.max(0, y - line) ** 1.2 * 0.35);
          lit(out, sea, 0.8 + swell * 0.5, s.light);
          hazed(out, s.light, 0.3 * clamp01(1 - (y - line) / 60));
        },
        ripple: (x, y) => (s.t.fbm.at(x * 0.03, Math.max(0, y - line) ** 1.2 * 0.6) - 0.5) * (1.5 + (y - line) / 12),
      },
    },
    {
      tops: shoreTops,
      shade: (x, y, out) => {
        // Wet sand at the water's edge, then dry sand; foam where the waves run up.
        const into = y - (shoreTops[x | 0] as number);
        const wet = 1 - smoothstep(10, 45, into);
        const grain = s.t.fbm.at(x * 0.8, y * 2);
        sand[0] = mix(0.86, 0.6, wet);
        sand[1] = mix(0.78, 0.53, wet);
        sand[2] = mix(0.64, 0.44, wet);
        lit(out, sand, 0.86 + (grain - 0.5) * 0.3, s.light);
        const foam = (1 - smoothstep(0, 7, into)) * smoothstep(0.42, 0.58, s.t.fbm.at(x * 0.15, 9));
        out[0] = mix(out[0] as number, 0.95, foam);
        out[1] = mix(out[1] as number, 0.96, foam);
        out[2] = mix(out[2] as number, 0.95, foam);
      },
    },
    { tops: dune, shade: ground(s, { horizon: H - 110, colour: [0.8, 0.72, 0.58], patch: [0.46, 0.52, 0.3], patchShare: 0.6, cells: 30, blades: 4, haze: 0 }) },
  ];
  s.canvas.paint(sky(s, line), layers);
  // Surf: lines of foam running in across the shallows.
  s.canvas.sprite(0, line + 30, W, H - 190, (x, y, out) => {
    const to = (shoreTops[x | 0] as number) - y;
    if (to < 0) return 0;
    const wave = Math.sin(to * 0.22 - s.t.fbm.at(x * 0.01, 3) * 8) * 0.5 + 0.5;
    const foam = smoothstep(0.8, 0.97, wave) * smoothstep(0.38, 0.66, s.t.fbm.at(x * 0.05, to * 0.2)) * (1 - smoothstep(20, 160, to));
    out[0] = 0.93;
    out[1] = 0.95;
    out[2] = 0.95;
    return foam * 0.9;
  });
}

const painters: Readonly<Record<SceneKind, (s: Scene) => void>> = { pasture, field, forest, mountain, desert, water, range, coast };

/** The last photo's pixel buffer: painting is synchronous, so the next photo paints over it. */
let lastPixels: Float32Array | undefined;

/** Lets the noise tiles and the pixel buffer go (some 7 MB) once the pool is painted: a server lives on after seeding. */
export function releaseSceneMemory(): void {
  tiles = undefined;
  lastPixels = undefined;
}

/** Pool photo `variant` (0-3) of a kind as raw 8-bit RGB pixels, to be enlarged to PHOTO_WIDTH x PHOTO_HEIGHT; the same bytes on every run. */
export function scenePixels(kind: SceneKind, variant: number): { data: Buffer; width: number; height: number } {
  const light = lights[variant % lights.length] ?? (lights[0] as Light);
  const canvas = new PhotoCanvas(W, H, DETAIL, lastPixels);
  lastPixels = canvas.px;
  const seed = 0x5eed + sceneKinds.indexOf(kind) * 97 + variant * 7919;
  painters[kind]({ random: new Random(seed), light, t: sharedTiles(), canvas, variant });
  return { data: canvas.toRgb(light.finish, seed), width: canvas.cols, height: canvas.rows };
}
