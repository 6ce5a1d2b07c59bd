import localFont from 'next/font/local';
import type { SiteBrand } from './schema';

// Fonts ship in npm packages (no network at build time); preload only what a brand uses.
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-brand',
  display: 'swap',
  preload: false,
});
const sourceSerif = localFont({
  src: '../../node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
  variable: '--font-brand',
  display: 'swap',
  preload: false,
});
const figtree = localFont({
  src: '../../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  variable: '--font-brand',
  display: 'swap',
  preload: false,
});

const fonts = { inter, 'source-serif': sourceSerif, figtree } as const;

export function brandFontClass(brand: SiteBrand): string {
  return fonts[brand.theme.font].variable;
}
