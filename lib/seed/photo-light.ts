import { clamp01, mix, smoothstep, type Finish, type Rgb, type Shader } from './photo-canvas';
import type { NoiseTile } from './photo-noise';

// The four kinds of light a seed photo is taken in (its variant): clear midday, a soft morning, golden
// hour with the sun low in the frame, and an overcast day. Each sets the sky, the sun, the haze that
// distant land fades into, how hard the shadows are, and the camera's finish.

export interface Light {
  zenith: Rgb;
  horizon: Rgb;
  /** The sunlight's colour. */
  sun: Rgb;
  /** The sun's position in the frame (pixels; above the frame at midday). */
  sunX: number;
  sunY: number;
  /** Distant land fades into this. */
  haze: Rgb;
  /** Lit against shaded: 1 for a clear day, about 0.3 under cloud. */
  contrast: number;
  /** Share of the sky under cloud. */
  cloudCover: number;
  /** Mist lying in the valleys (0-1). */
  mist: number;
  finish: Finish;
}

export const lights: readonly Light[] = [
  {
    zenith: [0.2, 0.4, 0.72], horizon: [0.7, 0.8, 0.89], sun: [1, 0.98, 0.93], sunX: 950, sunY: -260, haze: [0.7, 0.78, 0.86],
    contrast: 1, cloudCover: 0.32, mist: 0.1, finish: { grade: [1, 1, 0.98], contrast: 1.12, vignette: 0.22, grain: 7, saturation: 1.05 },
  },
  {
    zenith: [0.34, 0.52, 0.78], horizon: [0.9, 0.88, 0.82], sun: [1, 0.93, 0.8], sunX: 130, sunY: 140, haze: [0.85, 0.86, 0.85],
    contrast: 0.75, cloudCover: 0.18, mist: 0.45, finish: { grade: [1, 1, 1.02], contrast: 1.05, vignette: 0.28, grain: 8, saturation: 0.95 },
  },
  {
    zenith: [0.28, 0.38, 0.62], horizon: [1, 0.76, 0.5], sun: [1, 0.82, 0.55], sunX: 1010, sunY: 300, haze: [0.93, 0.76, 0.6],
    contrast: 1.15, cloudCover: 0.28, mist: 0.25, finish: { grade: [1.08, 0.98, 0.84], contrast: 1.1, vignette: 0.35, grain: 8, saturation: 1.08 },
  },
  {
    zenith: [0.55, 0.59, 0.64], horizon: [0.8, 0.82, 0.83], sun: [0.92, 0.92, 0.92], sunX: 600, sunY: -500, haze: [0.77, 0.79, 0.8],
    contrast: 0.3, cloudCover: 0.92, mist: 0.3, finish: { grade: [0.98, 1, 1.02], contrast: 1.02, vignette: 0.2, grain: 9, saturation: 0.86 },
  },
];

/** 1 on the sunny side of the frame, -1 on the other: slopes facing the sun are lit. */
export const sunSide = (light: Light, width: number) => (light.sunX >= width / 2 ? 1 : -1);

/** Fades a colour into the light's haze by `amount` (0-1), into out. */
export function hazed(out: Float32Array, light: Light, amount: number): void {
  const t = clamp01(amount);
  out[0] = mix(out[0] as number, light.haze[0], t);
  out[1] = mix(out[1] as number, light.haze[1], t);
  out[2] = mix(out[2] as number, light.haze[2], t);
}

/** Sets out to a colour scaled by `shade` and tinted by the sunlight where lit. */
export function lit(out: Float32Array, colour: ArrayLike<number>, shade: number, light: Light): void {
  const sunny = clamp01(shade - 0.7) * light.contrast;
  out[0] = (colour[0] as number) * shade * mix(1, light.sun[0], sunny);
  out[1] = (colour[1] as number) * shade * mix(1, light.sun[1], sunny);
  out[2] = (colour[2] as number) * shade * mix(1, light.sun[2], sunny);
}

/**
 * The sky down to `horizon`: a gradient from zenith to horizon, the sun's glow (and disc when it is in
 * the frame), and clouds that flatten and crowd toward the horizon, bright on top and grey beneath.
 * `shift` moves the clouds, so each photo has its own.
 */
export function skyShader(light: Light, horizon: number, width: number, clouds: NoiseTile, shift: number): Shader {
  const cover = light.cloudCover;
  const threshold = mix(0.6, 0.36, cover);
  const glowScale = 1 - cover * 0.7;
  const shadowR = light.zenith[0] * 0.5 + 0.42;
  const shadowG = light.zenith[1] * 0.5 + 0.42;
  const shadowB = light.zenith[2] * 0.5 + 0.44;
  const brightR = mix(0.98, light.sun[0], 0.3);
  const brightG = mix(0.98, light.sun[1], 0.3);
  const brightB = mix(0.98, light.sun[2], 0.3);
  let rowY = -1;
  let r0 = 0;
  let g0 = 0;
  let b0 = 0;
  let dy2 = 0;
  let depth = 0;
  let v = 0;
  let fade = 0;
  return (x, y, out) => {
    if (y !== rowY) {
      rowY = y;
      const t = Math.sqrt(clamp01(y / horizon));
      r0 = mix(light.zenith[0], light.horizon[0], t);
      g0 = mix(light.zenith[1], light.horizon[1], t);
      b0 = mix(light.zenith[2], light.horizon[2], t);
      const dy = ((y - light.sunY) * 1.2) / width;
      dy2 = dy * dy;
      // Clouds on a plane overhead: nearer the horizon they lie farther away, so smaller and flatter.
      depth = 260 / (Math.max(0, horizon - y) + 90);
      v = depth * 95 + shift * 0.37;
      fade = mix(0.92, 0.55, t * t);
    }
    const dx = (x - light.sunX) / width;
    const d2 = dx * dx + dy2;
    const glow = (0.35 / (1 + 60 * d2) + 0.5 / (1 + 2500 * d2) + (d2 < 0.0005 ? 1 : 0.25 / (1 + 40000 * (d2 - 0.0005)))) * glowScale;
    const glowT = glow > 1 ? 1 : glow;
    let r = mix(r0, light.sun[0], glowT);
    let g = mix(g0, light.sun[1], glowT);
    let b = mix(b0, light.sun[2], glowT);
    const u = (x - width / 2) * depth * 0.35 + shift;
    const density = smoothstep(threshold, threshold + 0.18, clouds.at(u, v));
    if (density > 0) {
      const below = smoothstep(threshold, threshold + 0.18, clouds.at(u, v + 3));
      const shadeT = clamp01(0.55 + (density - below) * 1.5 - cover * 0.25);
      const a = density * fade;
      r = mix(r, mix(shadowR, brightR, shadeT), a);
      g = mix(g, mix(shadowG, brightG, shadeT), a);
      b = mix(b, mix(shadowB, brightB, shadeT), a);
    }
    out[0] = r;
    out[1] = g;
    out[2] = b;
  };
}
