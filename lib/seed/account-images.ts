import sharp from 'sharp';
import type { MediaStore } from '@/lib/media-store';

// Broker portraits and company logos: initials on a colour drawn from the initials, one file per
// initials pair and kind, shared by every account with those initials.

export type AccountImageKind = 'portrait' | 'logo';
export const ACCOUNT_IMAGE_SIZE = 300;

export function initialsOf(name: string): string {
  const words = name.replace(/&/g, ' ').split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || 'X';
}

export const accountImageKey = (kind: AccountImageKind, initials: string) => `seed/${kind}s/${initials}.png`;

function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function accountImageSvg(kind: AccountImageKind, initials: string): string {
  const hue = hueOf(`${kind}${initials}`);
  const s = ACCOUNT_IMAGE_SIZE;
  const text = `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${kind === 'portrait' ? 120 : 104}" fill="#fff">${initials}</text>`;
  const back = kind === 'portrait'
    ? `<rect width="${s}" height="${s}" fill="hsl(${hue},30%,88%)"/><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.42}" fill="hsl(${hue},38%,42%)"/>`
    : `<rect width="${s}" height="${s}" fill="#fff"/><rect x="${s * 0.08}" y="${s * 0.08}" width="${s * 0.84}" height="${s * 0.84}" rx="${s * 0.12}" fill="hsl(${hue},45%,32%)"/>`
      + `<path d="M${s * 0.16},${s * 0.78} Q${s * 0.5},${s * 0.62} ${s * 0.84},${s * 0.78}" stroke="hsl(${hue},50%,70%)" stroke-width="8" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${back}${text}</svg>`;
}

/** Writes the images the accounts need (PNG, 300x300) that are not in the media store yet. */
export async function ensureAccountImages(store: MediaStore, needed: ReadonlyArray<readonly [AccountImageKind, string]>): Promise<void> {
  const unique = [...new Map(needed.map(([k, i]) => [accountImageKey(k, i), [k, i] as const])).entries()];
  for (let i = 0; i < unique.length; i += 16) {
    await Promise.all(unique.slice(i, i + 16).map(async ([key, [kind, initials]]) => {
      if (await store.exists(key)) return;
      await store.put(key, await sharp(Buffer.from(accountImageSvg(kind, initials))).png({ compressionLevel: 9 }).toBuffer(), 'image/png');
    }));
  }
}
