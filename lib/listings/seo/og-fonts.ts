import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteBrand } from '@/lib/brand';

// The Open Graph renderer (Satori, inside next/og) reads TTF, OTF and WOFF, not the WOFF2 the pages use,
// so it takes the same typefaces from the static @fontsource packages' WOFF files in node_modules:
// local files, no network at build or run time.

export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 700;
  style: 'normal';
}

const families: Record<SiteBrand['theme']['font'], { name: string; files: string }> = {
  inter: { name: 'Inter', files: '@fontsource/inter/files/inter-latin' },
  'source-serif': { name: 'Source Serif 4', files: '@fontsource/source-serif-4/files/source-serif-4-latin' },
  figtree: { name: 'Figtree', files: '@fontsource/figtree/files/figtree-latin' },
};

const loaded = new Map<string, Promise<OgFont[]>>();

async function readFont(file: string): Promise<ArrayBuffer> {
  const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules', file));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The brand's typeface in regular and bold, read once per process. */
export function ogFonts(brand: SiteBrand): Promise<OgFont[]> {
  const family = families[brand.theme.font];
  let fonts = loaded.get(family.name);
  if (!fonts) {
    fonts = Promise.all(
      ([400, 700] as const).map(async (weight) => ({ name: family.name, data: await readFont(`${family.files}-${weight}-normal.woff`), weight, style: 'normal' as const })),
    );
    // A failed read is not remembered: the next request tries again.
    fonts.catch(() => loaded.delete(family.name));
    loaded.set(family.name, fonts);
  }
  return fonts;
}

/** The family name for the card's CSS. */
export function ogFontFamily(brand: SiteBrand): string {
  return families[brand.theme.font].name;
}

/**
 * Text the fonts can draw. Satori fetches fonts (and emoji) from the network for characters a font
 * lacks; with no network that costs a failed request per glyph, so anything outside Latin letters and
 * common punctuation is dropped instead.
 */
export function ogText(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u024f\u2013\u2014\u2018-\u201d\u2022\u2026]/g, '').replace(/\s+/g, ' ').trim();
}
