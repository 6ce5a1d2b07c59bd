import { describe, expect, it } from 'vitest';
import type { HostRules } from '@/lib/brand/host';
import { searchPathWithQuery, splitQuerySegment } from '@/lib/proxy/internal-path';
import { decideRequest, type ProxyContext, type RequestFacts } from '@/lib/proxy/request-decision';
import { dialects, hasPage, type Route } from '@/lib/routing';

const brands = [
  { key: 'land', hostnames: ['acrewise.com'] },
  { key: 'farm', hostnames: ['fieldstead.com'] },
  { key: 'rec', hostnames: ['wildshore.com'] },
];
const dialect = { land: 'land', farm: 'classic', rec: 'clean' } as const;
const context = (mode: HostRules['mode']): ProxyContext => ({
  rules: { mode, brands, defaultBrand: 'land' },
  dialectOf: (key) => dialect[key as keyof typeof dialect],
  originOf: (key) => `https://${key}.example`,
});
const demo = context('demo');
const production = context('production');
const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  method: 'GET', pathname: '/', search: '', host: 'land.localhost:3000', previewQuery: null, previewCookie: null, serverAction: false, ...over,
});

describe('proxy request decision', () => {
  it('rewrites home and routes into app/[brand]/<kind> by the host brand', () => {
    expect(decideRequest(facts({}), demo)).toEqual({ action: 'rewrite', brand: 'land', path: '/land', search: '', rememberPreview: false });
    expect(decideRequest(facts({ pathname: '/texas-land-for-sale/llano-county/' }), demo)).toMatchObject({ path: '/land/search/texas-land-for-sale/llano-county' });
    expect(decideRequest(facts({ pathname: '/search/texas/', host: 'fieldstead.com' }), production)).toMatchObject({ brand: 'farm', path: '/farm/search/search/texas' });
    expect(decideRequest(facts({ pathname: '/error/' }), demo)).toMatchObject({ path: '/land/error-page/error' });
  });

  it('sends unknown paths, other brands\' internal paths and bad percent-encoding to the brand 404', () => {
    for (const pathname of ['/no/such/page/', '/farm/x.png', '/rec/search/land', '/land/%', '/texas-land-for-sale/%ff/', '/%E0%A4%A']) {
      expect(decideRequest(facts({ pathname }), demo)).toEqual({ action: 'rewrite', brand: 'land', path: '/land/not-found', search: '', rememberPreview: false, status: 404 });
    }
  });

  it("sends a page's 404 (asked for again under NOT_FOUND_PATH) and an unknown state to the 404 page with what it can offer", () => {
    expect(decideRequest(facts({ pathname: '/~not-found/texas-land-for-sale/llanoo-county/' }), demo)).toEqual({
      action: 'rewrite', brand: 'land', path: '/land/not-found/place/texas/county/llanoo-county', search: '', rememberPreview: false, status: 404,
    });
    expect(decideRequest(facts({ pathname: '/~not-found/llano-county-texas/pid/987', host: 'wildshore.com' }), production)).toMatchObject({
      action: 'rewrite', path: '/rec/not-found/listing/987/llano-county-texas', status: 404,
    });
    expect(decideRequest(facts({ pathname: '/search/texsa/', host: 'fieldstead.com' }), production)).toMatchObject({ action: 'rewrite', path: '/farm/not-found/state/texsa', status: 404 });
    expect(decideRequest(facts({ pathname: '/~not-found' }), demo)).toMatchObject({ action: 'rewrite', path: '/land/not-found', status: 404 });
  });

  it('redirects non-canonical forms with 308 on the brand origin and keeps the query', () => {
    expect(decideRequest(facts({ pathname: '/Texas-Land-For-Sale', search: '?price=1' }), demo)).toEqual({
      action: 'redirect', location: 'https://land.example/texas-land-for-sale/?price=1', status: 308,
    });
    expect(decideRequest(facts({ pathname: '/land/', host: 'wildshore.com' }), production)).toMatchObject({ action: 'redirect', location: 'https://rec.example/land' });
  });

  it('redirects another brand\'s dialect (an old-dialect URL) with 308 to the host brand\'s form of the same route', () => {
    expect(decideRequest(facts({ pathname: '/search/texas/', search: '?price=1' }), demo)).toEqual({
      action: 'redirect', location: 'https://land.example/texas-land-for-sale/?price=1', status: 308,
    });
    expect(decideRequest(facts({ pathname: '/texas-land-for-sale/', host: 'fieldstead.com' }), production)).toMatchObject({ action: 'redirect', location: 'https://farm.example/search/texas/' });
    expect(decideRequest(facts({ pathname: '/search/texas', host: 'wildshore.com' }), production)).toMatchObject({ action: 'redirect', location: 'https://rec.example/texas-land-for-sale' });
    expect(decideRequest(facts({ pathname: '/Texas', host: 'fieldstead.com' }), production)).toMatchObject({ action: 'rewrite', path: '/farm/not-found', status: 404 });
  });

  it('answers every route kind without a page with the brand 404, in its own dialect\'s form or another\'s', () => {
    const samples: Route[] = [
      { kind: 'sitemap', scope: 'root' },
      { kind: 'terms', page: 'use' },
      { kind: 'add-listing' },
      { kind: 'financing' },
      { kind: 'landfeed', page: 'docs' },
      { kind: 'farmcredit', page: 'leads' },
      { kind: 'directory', page: 0 },
      { kind: 'broker-profile', id: 55, name: 'jane-doe' },
      { kind: 'broker-listings', id: 55, name: 'jane-doe', page: 0 },
    ];
    const unbuilt = samples.filter((route) => !hasPage(route));
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const route of unbuilt) {
      for (const [brand, host] of [['land', 'acrewise.com'], ['farm', 'fieldstead.com'], ['rec', 'wildshore.com']] as const) {
        for (const dialectName of Object.values(dialect)) {
          const pathname = dialects[dialectName].build(route);
          const decision = decideRequest(facts({ pathname, host }), production);
          expect(decision, `${route.kind} as ${pathname} on ${brand}`).toMatchObject({ action: 'rewrite', path: `/${brand}/not-found`, status: 404 });
        }
      }
    }
  });

  it("folds the finance center's fcid into the path, one cached page per center, and leaves the calculator's query to the browser", () => {
    expect(decideRequest(facts({ pathname: '/financing/', search: '?fcid=3&price=250000' }), demo)).toEqual({ action: 'rewrite', brand: 'land', path: '/land/financing/financing/3', search: '', rememberPreview: false });
    expect(decideRequest(facts({ pathname: '/financing', host: 'wildshore.com', search: '?price=9&fcid=7' }), production)).toMatchObject({ path: '/rec/financing/financing/7', search: '' });
    expect(decideRequest(facts({ pathname: '/financing/' }), demo)).toMatchObject({ path: '/land/financing/financing', search: '' });
    expect(decideRequest(facts({ pathname: '/financing/', search: '?fcid=' }), demo)).toMatchObject({ path: '/land/financing/financing' });
    // Whatever fcid says travels encoded as one segment; the page answers 404 for what is no center's id.
    expect(decideRequest(facts({ pathname: '/financing/', search: '?fcid=../x%2Fy' }), demo)).toMatchObject({ path: '/land/financing/financing/..%2Fx%2Fy' });
    expect(decideRequest(facts({ pathname: '/Financing', search: '?fcid=3' }), demo)).toMatchObject({ action: 'redirect', location: 'https://land.example/financing/?fcid=3' });
  });

  it('redirects an unknown host in production to the default brand, keeping a path that cannot leave its origin', () => {
    expect(decideRequest(facts({ host: 'evil.com', pathname: '/Texas/' }), production)).toEqual({ action: 'redirect', location: 'https://land.example/Texas/', status: 308 });
    expect(decideRequest(facts({ host: 'evil.com', pathname: '//other.example/x' }), production)).toMatchObject({ location: 'https://land.example/other.example/x' });
  });

  it('lets files and non-page routes through for GET and HEAD only', () => {
    for (const pathname of ['/maplibre-gl-worker.mjs', '/favicon.ico', '/brand-assets/farm/logo.svg', '/resizedimages/81/122/cover/80/webp/1-5']) {
      expect(decideRequest(facts({ pathname }), demo)).toEqual({ action: 'pass' });
      expect(decideRequest(facts({ pathname, method: 'HEAD' }), demo)).toEqual({ action: 'pass' });
      expect(decideRequest(facts({ pathname, method: 'PUT' }), demo)).toEqual({ action: 'reject', status: 405, allow: 'GET, HEAD' });
    }
    expect(decideRequest(facts({ pathname: '/brand-assets/farm' }), demo)).toMatchObject({ action: 'rewrite', path: '/land/not-found' });
  });

  it("rewrites robots.txt and the sitemap to the brand's own, for GET and HEAD only", () => {
    expect(decideRequest(facts({ pathname: '/robots.txt' }), demo)).toEqual({ action: 'rewrite', brand: 'land', path: '/crawl/land/robots', search: '', rememberPreview: false });
    expect(decideRequest(facts({ pathname: '/sitemap.xml', method: 'HEAD' }), demo)).toMatchObject({ action: 'rewrite', path: '/crawl/land/sitemap' });
    expect(decideRequest(facts({ pathname: '/sitemaps/listings-2.xml' }), demo)).toMatchObject({ action: 'rewrite', path: '/crawl/land/sitemaps/listings-2' });
    expect(decideRequest(facts({ pathname: '/robots.txt', method: 'POST' }), demo)).toEqual({ action: 'reject', status: 405, allow: 'GET, HEAD' });
    // The handlers' own paths are no page of any brand.
    expect(decideRequest(facts({ pathname: '/crawl/land/robots' }), demo)).toMatchObject({ action: 'rewrite', path: '/land/not-found', status: 404 });
  });

  it('answers 405 with Allow for methods a page does not take, but lets server actions post', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(decideRequest(facts({ method, pathname: '/texas-land-for-sale/' }), demo)).toEqual({ action: 'reject', status: 405, allow: 'GET, HEAD' });
    }
    expect(decideRequest(facts({ method: 'POST', serverAction: true }), demo)).toMatchObject({ action: 'rewrite', path: '/land' });
  });

  it('keeps Next internals other than static files out (the image optimizer is off)', () => {
    expect(decideRequest(facts({ pathname: '/_next/image' }), demo)).toEqual({ action: 'reject', status: 404 });
  });

  it('takes a preview brand in demo mode and asks the proxy to remember it; production ignores it', () => {
    expect(decideRequest(facts({ previewQuery: 'rec' }), demo)).toMatchObject({ brand: 'rec', rememberPreview: true });
    expect(decideRequest(facts({ previewCookie: 'farm' }), demo)).toMatchObject({ brand: 'farm', rememberPreview: false });
    expect(decideRequest(facts({ host: 'acrewise.com', previewQuery: 'rec' }), production)).toMatchObject({ brand: 'land', rememberPreview: false });
  });
});

describe('search query in the path', () => {
  it('folds a search query into the internal path (cacheable per URL), dropping the preview parameter', () => {
    const decision = decideRequest(facts({ pathname: '/texas-land-for-sale/', search: '?priceMax=5&brand=land&bounds=1,2,3,4' }), demo);
    expect(decision).toMatchObject({ action: 'rewrite', search: '' });
    const path = decision.action === 'rewrite' ? decision.path : '';
    expect(path.startsWith('/land/search/texas-land-for-sale/~q/')).toBe(true);
    const segments = path.split('/').slice(3);
    expect(splitQuerySegment(segments)).toEqual({ segments: ['texas-land-for-sale'], query: 'priceMax=5&bounds=1,2,3,4' });
  });

  it('folds the query of a broker listings page the same way, sort and page staying in the path', () => {
    const decision = decideRequest(facts({ pathname: '/member/jane-doe/55/listings/sort-newest/page-1/', search: '?priceMax=5&brand=land' }), demo);
    const path = decision.action === 'rewrite' ? decision.path : '';
    expect(path.startsWith('/land/broker-listings/member/jane-doe/55/listings/sort-newest/page-1/~q/')).toBe(true);
    expect(splitQuerySegment(path.split('/').slice(3))).toEqual({ segments: ['member', 'jane-doe', '55', 'listings', 'sort-newest', 'page-1'], query: 'priceMax=5' });
  });

  it('keeps a login token out of the search (the page script spends it), so the search does not redirect it away', () => {
    const decision = decideRequest(facts({ pathname: '/texas-land-for-sale/', search: '?logintoken=AbCdEfGhIjKlMnOpQrStUvWxYz012345&priceMax=5' }), demo);
    const path = decision.action === 'rewrite' ? decision.path : '';
    expect(splitQuerySegment(path.split('/').slice(3))).toEqual({ segments: ['texas-land-for-sale'], query: 'priceMax=5' });
    expect(decideRequest(facts({ pathname: '/texas-land-for-sale/', search: '?logintoken=x' }), demo)).toMatchObject({ path: '/land/search/texas-land-for-sale' });
  });

  it('leaves a search without a query, and other kinds, as they are', () => {
    expect(decideRequest(facts({ pathname: '/texas-land-for-sale/', search: '?brand=land' }), demo)).toMatchObject({ path: '/land/search/texas-land-for-sale', search: '' });
    expect(decideRequest(facts({ pathname: '/error/', search: '?code=500' }), demo)).toMatchObject({ path: '/land/error-page/error', search: '?code=500' });
  });

  it('keeps any query text exactly through the segment, whatever route params decoding does', () => {
    for (const query of ['keywordQuery=a%20b%25c', 'q=%', 'x=%E2%9C%93&y=1,2', 'z=a+b']) {
      const path = searchPathWithQuery('/land/search/land', query);
      expect(splitQuerySegment(path.split('/').slice(3)).query).toBe(query);
      expect(splitQuerySegment(path.split('/').slice(3).map(decodeURIComponent)).query).toBe(query);
    }
  });
});
