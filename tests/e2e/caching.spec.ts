import { expect, test, type BrandKey } from './fixtures';

// docs/caching.md: public pages are rendered once per brand and URL, then served from Next's cache with
// a Cache-Control a CDN can use. A page that read headers or cookies would be rendered per request
// (no x-nextjs-cache), and one keyed without the brand or the query would answer the wrong page.

const pages: Record<BrandKey, { search: string; filtered: string; landing?: string; directory: string; everyone: string; named: string }> = {
  land: { search: '/texas-land-for-sale/', filtered: '/texas-land-for-sale/?priceMax=100000', landing: '/Texas', directory: '/broker/texas/', everyone: '/broker/', named: '/broker/?name=smith' },
  farm: { search: '/search/texas/', filtered: '/search/texas/?priceMax=100000', directory: '/real-estate-agents/texas/', everyone: '/real-estate-agents/', named: '/real-estate-agents/?name=smith' },
  rec: { search: '/texas-land-for-sale', filtered: '/texas-land-for-sale?priceMax=100000', directory: '/find-agent/texas', everyone: '/find-agent', named: '/find-agent?name=smith' },
};

const CDN_CACHE_CONTROL = 's-maxage=300, stale-while-revalidate=600';

test('home, landing, search and broker directory pages are served from the cache with CDN headers', async ({ request, brand }) => {
  const paths = ['/', pages[brand].search, pages[brand].filtered, ...(pages[brand].landing ? [pages[brand].landing] : []), pages[brand].directory, pages[brand].named];
  for (const path of paths) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()['x-nextjs-cache'], path).toMatch(/^(HIT|STALE)$/);
    expect(again.headers()['cache-control'], path).toBe(CDN_CACHE_CONTROL);
  }
});

test('the cache keeps brands and queries apart', async ({ request, brand }) => {
  const count = async (path: string) => {
    const html = await (await request.get(path)).text();
    return Number(/data-testid="result-count" data-count="(\d+)"/.exec(html)?.[1]);
  };
  // Twice each: the second answer comes from the cache and must still be this URL's page.
  for (let i = 0; i < 2; i++) {
    const all = await count(pages[brand].search);
    const cheap = await count(pages[brand].filtered);
    expect(cheap).toBeGreaterThan(0);
    expect(cheap).toBeLessThan(all);
  }
  // The directory's name search is part of its cache key too.
  const members = async (path: string) => Number(/data-testid="directory-count" data-count="(\d+)"/.exec(await (await request.get(path)).text())?.[1]);
  for (let i = 0; i < 2; i++) expect(await members(pages[brand].named)).toBeLessThan(await members(pages[brand].everyone));
  const home = await (await request.get('/')).text();
  expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toMatch({ land: /Acrewise/, farm: /Fieldstead/, rec: /Wildshore/ }[brand]);
});
