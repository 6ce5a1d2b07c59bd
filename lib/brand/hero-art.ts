import fs from 'node:fs';
import path from 'node:path';
import { brandAssetPath } from './metadata';
import type { SiteBrand } from './schema';

/**
 * The home page's hero picture (brand file `home.hero`, docs/home-page.md). A drawing (SVG) goes inline
 * into the page: a browser never counts an inline drawing as the page's largest paint, so the heading
 * stays it and nothing waits for a download. A photo (PNG, WebP) is a background the page preloads.
 */
export type HeroArt = { kind: 'svg'; markup: string } | { kind: 'image'; src: string };

const unsafe: ReadonlyArray<[RegExp, string]> = [
  [/<script/i, 'a script'],
  [/<foreignObject/i, 'a foreignObject'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/(?:href|src)\s*=\s*["'](?!#)/i, 'a link to another file or site'],
  [/url\(\s*["']?(?!#)/i, 'a url() to another file or site'],
  [/<!DOCTYPE|<!ENTITY/i, 'a doctype or entity'],
];

/** Why an SVG may not go inline into a page (empty when it may): only shapes, styles and its own references. */
export function unsafeSvgProblems(markup: string): string[] {
  const problems = unsafe.filter(([pattern]) => pattern.test(markup)).map(([, what]) => `has ${what}`);
  if (!/^\s*(?:<\?xml[^>]*>\s*)?<svg[\s>]/i.test(markup)) problems.push('does not start with <svg>');
  return problems;
}

const cached = new Map<string, HeroArt | null>();

export function heroArt(brand: SiteBrand, brandsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'brands')): HeroArt | null {
  const hero = brand.home.hero;
  if (!hero) return null;
  const key = `${brand.key}/${hero.image}`;
  if (cached.has(key)) return cached.get(key) ?? null;
  let art: HeroArt | null = { kind: 'image', src: brandAssetPath(brand, hero.image) };
  if (hero.image.endsWith('.svg')) {
    const markup = fs.readFileSync(path.join(brandsDir, brand.key, hero.image), 'utf8').replace(/^\s*<\?xml[^>]*>\s*/, '');
    // brands:check refuses such a file; one that slipped through shows no picture rather than run.
    art = unsafeSvgProblems(markup).length === 0 ? { kind: 'svg', markup } : null;
  }
  cached.set(key, art);
  return art;
}
