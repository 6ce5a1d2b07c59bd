import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Random } from './random';

// Seed photos are drawn, not downloaded (DESIGN §3): layered SVG landscapes rendered to JPEG.

export const PHOTO_POOL_SIZE = 24;
export const photoKey = (i: number) => `seed/landscape-${String(i).padStart(2, '0')}.jpg`;
export const portraitKey = (i: number) => `seed/portrait-${String(i).padStart(2, '0')}.png`;
export const PORTRAIT_POOL_SIZE = 12;

const skies: ReadonlyArray<readonly [string, string]> = [['#8ec5ff', '#e0f0ff'], ['#f9b67a', '#fde6c8'], ['#6aa7d8', '#cfe6f7'], ['#c7a4e6', '#f5e3ff'], ['#9fd3e6', '#eef8fb']];
const lands: ReadonlyArray<readonly [string, string]> = [['#6b8e3d', '#4f6b2a'], ['#a58b4f', '#7a6535'], ['#3f7a4a', '#2b5632'], ['#b9a46a', '#8d7a45'], ['#5e7f52', '#40583a']];

function hills(random: Random, color: string, base: number, amplitude: number): string {
  const points = Array.from({ length: 7 }, (_, i) => `${i * 200},${base - random.int(0, amplitude)}`);
  return `<path d="M0,800 L${points.join(' L')} L1200,${base} L1200,800 Z" fill="${color}"/>`;
}

export function landscapeSvg(index: number): string {
  const random = new Random(9000 + index);
  const [skyTop, skyBottom] = random.pick(skies);
  const [near, far] = random.pick(lands);
  const water = index % 4 === 0 ? `<rect x="0" y="${random.int(520, 600)}" width="1200" height="60" fill="#4f8fc0" opacity="0.85"/>` : '';
  const trees = Array.from({ length: random.int(4, 14) }, () => {
    const x = random.int(0, 1200);
    const y = random.int(480, 640);
    const h = random.int(40, 110);
    return `<path d="M${x},${y} l${h / 3},${h} l${-(2 * h) / 3},0 Z" fill="#2f4f2f" transform="translate(0,${-h})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#s)"/><circle cx="${random.int(100, 1100)}" cy="${random.int(80, 220)}" r="${random.int(30, 60)}" fill="#fff6d5" opacity="0.9"/>
${hills(random, far, 430, 140)}${water}${hills(random, near, 560, 90)}${trees}</svg>`;
}

function portraitSvg(index: number): string {
  const random = new Random(7000 + index);
  const hue = random.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="hsl(${hue},35%,85%)"/>
<circle cx="150" cy="118" r="58" fill="hsl(${hue},25%,45%)"/><path d="M50,300 C60,200 240,200 250,300 Z" fill="hsl(${hue},25%,45%)"/></svg>`;
}

/** Writes the photo and portrait pools under the media dir once; later seeds reuse them. */
export async function ensurePhotoPool(mediaDir: string): Promise<void> {
  await fs.mkdir(path.join(mediaDir, 'seed'), { recursive: true });
  for (let i = 0; i < PHOTO_POOL_SIZE; i++) {
    const file = path.join(mediaDir, photoKey(i));
    const exists = await fs.stat(file).then(() => true, () => false);
    if (!exists) await sharp(Buffer.from(landscapeSvg(i))).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  }
  for (let i = 0; i < PORTRAIT_POOL_SIZE; i++) {
    const file = path.join(mediaDir, portraitKey(i));
    const exists = await fs.stat(file).then(() => true, () => false);
    if (!exists) await sharp(Buffer.from(portraitSvg(i))).png().toFile(file);
  }
}
