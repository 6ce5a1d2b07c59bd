// Sitemap XML as the sitemaps.org protocol writes it: a `urlset` of at most 50,000 URLs per file, and a
// `sitemapindex` naming the files. Written as text in pieces, so a file streams as it is read.

export const SITEMAP_URLS_MAX = 50_000;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an XML element: the five characters XML reserves written as entities. */
export function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** W3C datetime as sitemaps take it: the date, or the instant in UTC. */
export function lastmodOf(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | null;
}

/** One `<url>` of a urlset. */
export function urlElement({ loc, lastmod }: SitemapEntry): string {
  return `<url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmodOf(lastmod)}</lastmod>` : ''}</url>\n`;
}

/** A whole sitemap index. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map(({ loc, lastmod }) => `<sitemap><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${lastmodOf(lastmod)}</lastmod>` : ''}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${items.join('')}</sitemapindex>\n`;
}
