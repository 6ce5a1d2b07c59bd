import { describe, expect, it } from 'vitest';
import { idRange, parseSitemapFileName, sitemapFileName } from '@/lib/crawl/sitemap-files';
import { lastmodOf, sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlElement } from '@/lib/crawl/sitemap-xml';
import { sitemapSchemaErrors } from '../../../support/sitemap-schema';

// Sitemap XML (docs/crawling.md): entries escaped and dated as the protocol says, files named by kind
// and id range, both kinds of file valid against the sitemaps.org schemas.

describe('sitemap XML', () => {
  it('escapes what XML reserves and dates to the second in UTC', () => {
    expect(urlElement({ loc: 'https://acrewise.com/search/?a=1&b=<2>', lastmod: new Date('2026-11-26T10:20:30.456Z') }))
      .toBe('<url><loc>https://acrewise.com/search/?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-11-26T10:20:30Z</lastmod></url>\n');
    expect(lastmodOf(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00Z');
  });

  it('writes a urlset and an index the sitemaps.org schemas accept', async () => {
    const urlset = `${URLSET_OPEN}${urlElement({ loc: 'https://acrewise.com/', lastmod: new Date() })}${urlElement({ loc: "https://acrewise.com/property/llano-county-texas/7/?x='1'" })}${URLSET_CLOSE}`;
    expect(await sitemapSchemaErrors(urlset, 'urlset')).toEqual([]);
    const index = sitemapIndexXml([{ loc: 'https://acrewise.com/sitemaps/pages.xml', lastmod: new Date() }, { loc: 'https://acrewise.com/sitemaps/listings-0.xml' }]);
    expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
    // And the schemas do refuse: a urlset without its namespace.
    expect(await sitemapSchemaErrors('<?xml version="1.0"?>\n<urlset><url><loc>https://acrewise.com/</loc></url></urlset>', 'urlset')).not.toEqual([]);
  });
});

describe('sitemap files', () => {
  it('are named by kind and id range, and read back', () => {
    for (const file of [{ kind: 'pages' }, { kind: 'listings', part: 0 }, { kind: 'brokers', part: 19 }] as const) {
      expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    }
    expect(idRange(0)).toEqual({ from: 1, to: 50_000 });
    expect(idRange(19)).toEqual({ from: 950_001, to: 1_000_000 });
  });

  it.each(['listings', 'listings-', 'listings-01', 'listings--1', 'listings-1.5', 'pages-0', 'users-0', '../etc', 'listings-99999999'])('names nothing by %s', (name) => {
    expect(parseSitemapFileName(name)).toBeNull();
  });
});
