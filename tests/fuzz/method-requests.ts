import fc from 'fast-check';
import type { FuzzBrand } from './fuzz-brands';
import { fuzzMethods, type FuzzRequest } from './fuzz-request';

// Family (c): every method on pages, files and route handlers, with and without bodies, and with the
// request headers Next's own client sends (RSC, prefetch, server actions), which a visitor can forge.

function targets(brand: FuzzBrand, samplePath: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const fixed = [
    '/', brand.stateSearchPath, `${brand.stateSearchPath}?priceMin=1000`, '/robots.txt', '/favicon.ico', '/maplibre-gl-worker.mjs',
    `/brand-assets/${brand.key}/manifest.webmanifest`, `/brand-assets/${brand.key}/icon-192.png`, '/resizedimages/160/210/cover/80/webp/1-1',
    `/api/property/searchUrl/${brand.siteId}`, `/api/search/markers?path=${encodeURIComponent(brand.stateSearchPath)}`, `/api/Popular/logPopularSearch/${brand.siteId}`,
    '/api/logging/log', '/api/location/autocomplete?q=llano', '/api/search/counties?state=texas', '/api/copy?ns=accountUi', '/api/map/boundaries/states', '/api/nope', '/_next/static/chunks/x.js', '/no/such/page',
  ];
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...fixed) }, { weight: 1, arbitrary: samplePath });
}

const bodies: fc.Arbitrary<{ body?: string; headers: Record<string, string> }> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ headers: {} }) },
  { weight: 2, arbitrary: fc.constantFrom('{"stateId":48}', '{}', '{"message":"x"}', '[]', '{').map((body) => ({ body, headers: { 'content-type': 'application/json' } })) },
  { weight: 1, arbitrary: fc.constant({ body: 'a=1&b=%zz', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
  { weight: 1, arbitrary: fc.constant({ body: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } }) },
  { weight: 1, arbitrary: fc.constant({ body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } }) },
  { weight: 1, arbitrary: fc.constantFrom('', 'plain text', 'x'.repeat(40_000)).map((body) => ({ body, headers: { 'content-type': 'text/plain' } })) },
  { weight: 1, arbitrary: fc.constant({ body: '<x/>', headers: {} }) },
);

/** Headers that switch Next into RSC, prefetch, server-action or middleware-subrequest handling. */
const nextHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }, { rsc: '1', 'next-router-state-tree': '%zz' }, { rsc: '1', 'next-router-state-tree': '["",{}]' },
      { rsc: '1', 'next-router-segment-prefetch': '/_tree' }, { 'next-action': 'x' }, { 'next-action': '0'.repeat(42) }, { 'next-action': '' },
      { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }, { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
      { 'x-nextjs-data': '1' }, { 'x-middleware-prefetch': '1' }, { 'next-url': '/%zz' }, { 'x-invoke-path': '/land' }, { 'x-brand': 'farm' },
      { accept: 'text/x-component' }, { purpose: 'prefetch' }, { 'accept-encoding': 'gzip;q=x, br;q=-1, *;q=999' }, { range: 'bytes=999999-1' },
      { 'if-none-match': '"x"' }, { 'if-modified-since': 'yesterday' }, { cookie: 'brand=farm' }, { cookie: 'brand=%zz; brand=rec' },
      { cookie: `x=${'y'.repeat(4000)}` }, { expect: '100-continue' }, { 'accept-language': '*;q=x,zz-ZZ' },
    ),
  },
);

export function methodRequests(brand: FuzzBrand, samplePath: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(fc.constantFrom(...fuzzMethods), targets(brand, samplePath), bodies, nextHeaders)
    .map(([method, path, { body, headers }, extra]): FuzzRequest => ({
      family: 'method',
      method,
      path,
      host: brand.host,
      headers: { ...headers, ...extra },
      ...(body === undefined ? {} : { body }),
    }));
}
