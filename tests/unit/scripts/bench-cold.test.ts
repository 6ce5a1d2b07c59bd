import { describe, expect, it } from 'vitest';
import { distinctBarePaths, distinctListingPaths, distinctSearchPaths, listingPaths } from '../../../scripts/bench/cold-paths';
import { coldFailures, coldTable } from '../../../scripts/bench/cold-report';
import type { ColdFigures, RunFigures } from '../../../scripts/bench/cold-run';
import { elementCount, pageTree, styleObject } from '../../../scripts/bench/page-tree';

// `npm run bench:http -- --cold` (docs/performance.md): every request a URL nobody asked for, and the
// table's ratios against the bare reference page of the same run.

describe('cold mode URLs', () => {
  it('gives the search a price floor no earlier request used, on the same path', () => {
    const next = distinctSearchPaths('/texas-land-for-sale/');
    const paths = Array.from({ length: 500 }, next);
    expect(new Set(paths).size).toBe(500);
    for (const path of paths) expect(path).toMatch(/^\/texas-land-for-sale\/\?priceMin=\d+$/);
  });

  it('starts each run somewhere else, so a second run against the same app is cold too', () => {
    const first = distinctBarePaths()();
    const second = distinctBarePaths()();
    expect(first).not.toBe(second);
    expect(first).toMatch(/^\/cold-[0-9a-z]+\/1$/);
  });

  it("reads listing paths from the brand's listings sitemap, every one once, and says when they run out", async () => {
    const xml = ['/property/a/1/', '/property/b/2/', '/property/c/3/'].map((p) => `<url><loc>http://land.localhost:3000${p}</loc></url>`).join('');
    const paths = await listingPaths(async (path) => ({ status: path === '/sitemaps/listings-0.xml' ? 200 : 404, body: xml }), 'land.localhost');
    expect([...paths].sort()).toEqual(['/property/a/1/', '/property/b/2/', '/property/c/3/']);
    const listings = distinctListingPaths(paths);
    const asked = [listings.next(), listings.next(), listings.next()];
    expect(new Set(asked).size).toBe(3);
    expect(listings.exhausted()).toBe(false);
    listings.next();
    expect(listings.exhausted()).toBe(true);
  });

  it('fails loudly when the sitemap is not there', async () => {
    await expect(listingPaths(async () => ({ status: 404, body: '' }), 'land.localhost')).rejects.toThrow(/listings-0.xml answered 404/);
  });
});

describe('cold mode table', () => {
  const run = (perSecond: number, p50: number, failures = 0): RunFigures => ({ perSecond, p50, p95: p50 * 2, failures, nextCache: new Set(['MISS']) });
  const figures = (brand: string, single: RunFigures, concurrent: RunFigures, cached: RunFigures, cachedCompressed: RunFigures): ColdFigures => ({
    subject: { brand, page: brand === 'bare' ? 'ISR page' : 'search', origin: new URL('http://127.0.0.1:1'), host: 'land.localhost:1', path: '/', nextPath: () => '/' },
    single, concurrent, cached, cachedCompressed,
  });

  it('prints each run beside the bare page: requests/s and p50 as ratios', () => {
    const bare = figures('bare', run(100, 10), run(200, 50), run(800, 20), run(500, 40));
    const land = figures('land', run(20, 40), run(50, 400), run(400, 60, 2), run(450, 30, 1));
    const table = coldTable(bare, [land], { connections: 20, markdown: false });
    const landRows = table.split('\n').filter((line) => line.startsWith('land'));
    expect(landRows).toHaveLength(4);
    expect(landRows[0]).toMatch(/1 client, distinct URLs\s+20\s+0\.2\s+40\s+4\s/);
    expect(landRows[1]).toMatch(/20 clients, distinct URLs\s+50\s+0\.25\s+400\s+8\s/);
    expect(landRows[2]).toMatch(/20 clients, one cached URL\s+400\s+0\.5\s+60\s+3\s/);
    expect(landRows[3]).toMatch(/20 clients, one cached URL, compressed\s+450\s+0\.9\s+30\s+0\.75\s/);
    expect(coldFailures(land)).toBe(3);
    expect(coldFailures(bare)).toBe(0);
  });

  it("adds the ratio to the bare page of the row's own page size, where one was measured", () => {
    const bare = figures('bare', run(100, 10), run(200, 50), run(800, 20), run(500, 40));
    const sized = { ...figures('bare', run(50, 20), run(100, 100), run(800, 20), run(500, 40)), subject: { ...bare.subject, page: 'search-size page' } };
    const land = figures('land', run(20, 40), run(50, 400), run(400, 60), run(450, 30));
    const listing = { ...land, subject: { ...land.subject, page: 'listing' } };
    const sizedFor = (page: string) => (page === 'search' ? sized : undefined);
    const table = coldTable(bare, [sized, land, listing], { connections: 20, markdown: false, sizedFor });
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/x bare p50\s+x same-size p50\s+p95 ms/);
    const searchRows = lines.filter((line) => /^land\s+search/.test(line));
    expect(searchRows[0]).toMatch(/1 client, distinct URLs\s+20\s+0\.2\s+40\s+4\s+2\s/);
    expect(searchRows[1]).toMatch(/20 clients, distinct URLs\s+50\s+0\.25\s+400\s+8\s+4\s/);
    expect(lines.filter((line) => /^land\s+listing/.test(line))[0]).toMatch(/1 client, distinct URLs\s+20\s+0\.2\s+40\s+4\s+-\s/);
    expect(lines.filter((line) => /^bare\s+search-size/.test(line))[0]).toMatch(/1 client, distinct URLs\s+50\s+0\.5\s+20\s+2\s+-\s/);
  });
});

describe('the bare page of the real page\'s size', () => {
  const html = [
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"><script>head()</script></head><body>',
    '<header class="top" style="column-count:3;min-width:33rem"><a href="/" tabindex="-1">Home</a></header>',
    '<main><ul hidden=""><li><label for="q">Find</label><input id="q" value="Texas" autocomplete="off" disabled=""></li></ul>',
    '<svg viewBox="0 0 20 20" stroke-width="1.8"><path d="M5 3h10"></path></svg>',
    '<template data-dgst=""></template><!--$--></main>',
    '<script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join('');

  it('keeps every element of the body with its attributes as React props, and drops scripts, templates and comments', () => {
    const tree = pageTree(html);
    expect(tree).toEqual([
      ['header', { className: 'top', style: { columnCount: '3', minWidth: '33rem' } }, [['a', { href: '/', tabIndex: '-1' }, ['Home']]]],
      [
        'main',
        {},
        [
          ['ul', { hidden: true }, [['li', {}, [['label', { htmlFor: 'q' }, ['Find']], ['input', { id: 'q', defaultValue: 'Texas', autoComplete: 'off', disabled: true }, []]]]]],
          ['svg', { viewBox: '0 0 20 20', strokeWidth: '1.8' }, [['path', { d: 'M5 3h10' }, []]]],
        ],
      ],
    ]);
    expect(elementCount(tree)).toBe(9);
  });

  it("reads an inline style as React's style object", () => {
    expect(styleObject('column-count:1; min-width : 33rem;')).toEqual({ columnCount: '1', minWidth: '33rem' });
    expect(styleObject('')).toEqual({});
  });
});
