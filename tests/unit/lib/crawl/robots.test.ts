import { describe, expect, it } from 'vitest';
import { robotsText } from '@/lib/crawl/robots';
import { crawlerFilePath } from '@/lib/proxy/crawler-files';
import { brandOf } from '../../components/render-with-brand';

// A brand's robots.txt (docs/crawling.md): production hosts name their sitemap and keep private pages
// out, in their own URL style; demo and preview hosts are crawled by no one.

describe('robots.txt', () => {
  it("names the brand's sitemap and keeps accounts, the seller's tools and the API out, in the brand's URL style", () => {
    expect(robotsText(brandOf('land'), { origin: 'https://acrewise.com', production: true })).toBe([
      "# Acrewise: every public page may be crawled; accounts, the seller's tools and the API are private.",
      'User-agent: *', 'Disallow: /account/', 'Disallow: /lands-connector/', 'Disallow: /addlisting/', 'Disallow: /login/', 'Disallow: /api/', 'Allow: /', '',
      'Sitemap: https://acrewise.com/sitemap.xml', '',
    ].join('\n'));
    const rec = robotsText(brandOf('rec'), { origin: 'https://wildshore.com', production: true });
    expect(rec).toContain('Disallow: /add-listing\n');
    expect(rec).toContain('Sitemap: https://wildshore.com/sitemap.xml');
  });

  it('lets nothing be crawled on a demo or preview host', () => {
    expect(robotsText(brandOf('farm'), { origin: 'http://farm.localhost:3000', production: false })).toMatch(/User-agent: \*\nDisallow: \/\n$/);
  });

  it('reaches the brand through the proxy for robots.txt, the sitemap index and its files only', () => {
    expect(crawlerFilePath('/robots.txt')).toBe('robots');
    expect(crawlerFilePath('/sitemap.xml')).toBe('sitemap');
    expect(crawlerFilePath('/sitemaps/listings-3.xml')).toBe('sitemaps/listings-3');
    for (const other of ['/robots.txt/', '/sitemap.xml.gz', '/sitemaps/../x.xml', '/sitemaps/a/b.xml', '/sitemap/', '/sitemaps/LISTINGS.xml']) expect(crawlerFilePath(other)).toBeNull();
  });
});
