import type { SiteBrand } from './schema';

// Brand fonts come from npm packages (@fontsource-variable/*; no network at build or run time) and are
// served as files of our own (/fonts/..., copied into public/ at install by scripts/lib.mjs), declared
// in styles/globals.css with `font-display: optional`. Each page preloads only its brand's file: text
// never re-flows when a font arrives (no layout shift), and a page never downloads the other brands'
// fonts (next/font could only preload all three or none).

export interface BrandFont {
  /** The @font-face family in styles/globals.css. */
  family: string;
  /** Path of the woff2 file the page preloads. */
  file: string;
}

export const brandFonts: Record<SiteBrand['theme']['font'], BrandFont> = {
  inter: { family: 'Inter Variable', file: '/fonts/inter-latin-wght-normal.woff2' },
  'source-serif': { family: 'Source Serif 4 Variable', file: '/fonts/source-serif-4-latin-wght-normal.woff2' },
  figtree: { family: 'Figtree Variable', file: '/fonts/figtree-latin-wght-normal.woff2' },
};

export function brandFont(brand: SiteBrand): BrandFont {
  return brandFonts[brand.theme.font];
}
