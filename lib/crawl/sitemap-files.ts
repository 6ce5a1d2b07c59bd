import { z } from 'zod';

// The files of a brand's XML sitemap (docs/crawling.md): `pages` (home, places, types, the directory,
// the pages of text), and listings and brokers in files of one id range each, so a file's URLs are at
// most 50,000 and reading one takes the same time whatever the inventory.

export const SITEMAP_ID_RANGE = 50_000;

export type SitemapFile = { kind: 'pages' } | { kind: 'listings'; part: number } | { kind: 'brokers'; part: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? 'pages' : `${file.kind}-${file.part}`;
}

const fileName = z.string().regex(/^(pages|(listings|brokers)-(0|[1-9]\d{0,6}))$/);

/** The file a name (`listings-3`) stands for; null for any other name. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (!fileName.safeParse(name).success) return null;
  if (name === 'pages') return { kind: 'pages' };
  const [kind, part] = name.split('-') as ['listings' | 'brokers', string];
  return { kind, part: Number(part) };
}

/** The ids a listings or brokers file holds: part 0 is ids 1 to 50,000. */
export function idRange(part: number): { from: number; to: number } {
  return { from: part * SITEMAP_ID_RANGE + 1, to: (part + 1) * SITEMAP_ID_RANGE };
}
