import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { Route } from '@/lib/routing';

// A brand's robots.txt (SPEC §4 robots; docs/crawling.md): on its production host, every public page may
// be crawled and the sitemap is named; account pages, the seller's tools and the API are private. A demo
// or preview host is crawled by no one, so demo data never reaches an index.

const privateRoutes: readonly Route[] = [
  { kind: 'account', section: 'settings', page: 0 },
  { kind: 'lands-connector' },
  { kind: 'add-listing' },
  { kind: 'login' },
];

export function robotsText(brand: SiteBrand, { origin, production }: { origin: string; production: boolean }): string {
  if (!production) return '# A demo or preview host: not for search engines.\nUser-agent: *\nDisallow: /\n';
  const disallowed = [...new Set([...privateRoutes.map((route) => hrefFor(brand, route)), '/api/'])];
  return [
    `# ${brand.name}: every public page may be crawled; accounts, the seller's tools and the API are private.`,
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
