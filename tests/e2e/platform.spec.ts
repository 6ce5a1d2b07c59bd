import { rawRequest, type RawRequest } from './raw-http';
import { e2ePort, expect, test, type BrandKey } from './fixtures';

// Every reproduction of the production-safety review, one test each (docs/platform.md). The e2e server
// trusts loopback as a proxy, so each test speaks as its own client through X-Forwarded-For and the
// rate limits of one test never reach another.

const texas: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
const target = { hostname: '127.0.0.1', port: e2ePort };
// Each brand project speaks from its own range, apart from the fuzzer's (198.51.100.0/24, 203.0.113.0/24):
// projects and the fuzz slice run in parallel workers.
const subnet: Record<BrandKey, string> = { land: '100.64.1', farm: '100.64.2', rec: '100.64.3' };
let clientCounter = Math.floor(Math.random() * 200);
/** The brand a page was rendered for: the root layout's data-brand, in the HTML or in its RSC payload. */
const renderedBrand = (html: string) => /data-brand(?:="|\\":\\")(\w+)/.exec(html)?.[1];
const newClient = (brand: BrandKey) => `${subnet[brand]}.${++clientCounter % 250}`;

function send(brand: BrandKey, request: Partial<RawRequest> & { path: string }, client = newClient(brand)) {
  return rawRequest(target, {
    method: 'GET',
    host: `${brand}.localhost:${e2ePort}`,
    ...request,
    headers: { 'x-forwarded-for': client, ...request.headers },
  });
}

test.describe('values the database cannot hold', () => {
  test('crawlable search URLs drop them (redirect) instead of failing', async ({ brand }) => {
    for (const query of ['bedMin=40000', 'soldDateMin=0000-01-01', 'keywordQuery=a%00b', 'countyIdList=2147483648', 'sqftMin=99999999999', 'priceMax=1e400']) {
      const response = await send(brand, { path: `${texas[brand]}?${query}` });
      expect(response.status, query).toBe(307);
      expect(response.headers.location, query).toBe(texas[brand]);
    }
    expect((await send(brand, { path: `${texas[brand]}?q=a%00b` })).status).toBe(307);
  });

  test('API bodies with them answer 400', async ({ brand }) => {
    const siteId = { land: 1, farm: 2, rec: 3 }[brand];
    const post = (path: string, body: unknown) =>
      send(brand, { method: 'POST', path, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect((await post(`/api/property/searchUrl/${siteId}`, { countyIdList: [999999999999] })).status).toBe(400);
    expect((await post(`/api/Popular/logPopularSearch/${siteId}`, { cityName: 'a\u0000' })).status).toBe(400);
    expect((await send(brand, { path: `/api/search/markers?path=${encodeURIComponent(texas[brand])}&bedMin=40000` })).status).toBe(400);
    expect((await send(brand, { path: '/api/location/autocomplete?q=a%00' })).status).toBe(400);
  });
});

test('bad percent-encoding is the brand 404 page; TRACE, and PUT on files, are 405 with Allow; other request targets 400', async ({ brand }) => {
  for (const path of ['/land/%', '/texas-land-for-sale/%ff/', '/search/%zz/x/', '/%E0%A4%A']) {
    const response = await send(brand, { path });
    expect(response.status, path).toBe(404);
    expect(renderedBrand(response.body), path).toBe(brand);
  }
  // Node's own parser refuses methods it does not know (TRACK) with 400 before any code runs.
  expect((await send(brand, { method: 'TRACK', path: '/' })).status).toBe(400);
  const refused: Array<[string, string]> = [['TRACE', '/'], ['PUT', '/robots.txt'], ['DELETE', texas[brand]], ['POST', '/'], ['PATCH', '/favicon.ico']];
  for (const [method, path] of refused) {
    const response = await send(brand, { method, path, body: method === 'TRACE' ? undefined : '' });
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
  }
  expect((await send(brand, { path: '*' })).status).toBe(400);
  const api = await send(brand, { method: 'DELETE', path: '/api/logging/log' });
  expect(api.status).toBe(405);
  expect(api.headers.allow).toBe('POST, OPTIONS');
});

test('the brand comes from the host alone', async ({ brand }) => {
  const other = brand === 'farm' ? 'rec' : 'farm';
  // A client header naming another brand (or none that exists) changes nothing.
  for (const forged of [other, 'nope']) {
    const response = await send(brand, { path: '/api/location/autocomplete?q=llano%20county', headers: { 'x-brand': forged } });
    expect(response.status).toBe(200);
    const href = (JSON.parse(response.body) as { suggestions: Array<{ href: string }> }).suggestions[0]?.href;
    expect(href).toBe({ land: '/texas-land-for-sale/llano-county/', farm: '/search/texas/llano-county/', rec: '/texas-land-for-sale/llano-county' }[brand]);
    expect(response.headers.vary).toMatch(/\bHost\b/);
  }
  // Another brand's internal segment, with or without a file extension, is this brand's 404.
  for (const path of [`/${other}/`, `/${other}/x.png`, `/${other}/search/search/texas`]) {
    const response = await send(brand, { path });
    expect(response.status, path).toBe(404);
    expect(renderedBrand(response.body), path).toBe(brand);
  }
  // A siteId of another brand does not pick it.
  const response = await send(brand, {
    method: 'POST', path: `/api/property/searchUrl/${{ land: 2, farm: 3, rec: 1 }[brand]}`, body: '{}', headers: { 'content-type': 'application/json' },
  });
  expect(response.status).toBe(404);
});

test('a demo reached by a network name ignores the brand preview cookie and query (a shared cache could keep them)', async ({ brand }) => {
  const other = brand === 'farm' ? 'rec' : 'farm';
  // On a loopback name the preview works (how a developer looks at another brand)...
  const local = await send(brand, { path: '/', headers: { cookie: `brand=${other}` } });
  expect(renderedBrand(local.body)).toBe(other);
  // ...on any other name the page is the host's (demo: the default brand, land), whatever the visitor sends.
  for (const request of [{ path: '/', headers: { cookie: `brand=${other}` } }, { path: `/?brand=${other}` }]) {
    const response = await send(brand, { ...request, host: `demo.example.org:${e2ePort}` });
    expect(response.status).toBeLessThan(400);
    expect(renderedBrand(response.body)).toBe('land');
  }
});

test('the demo outbox answers a browser on this machine only', async ({ brand }) => {
  const path = { land: '/dev/outbox/', farm: '/dev/outbox/', rec: '/dev/outbox' }[brand];
  const local = await rawRequest(target, { method: 'GET', host: `${brand}.localhost:${e2ePort}`, path, headers: {} });
  expect(local.status).toBe(200);
  // Forwarded by a proxy (the e2e server trusts loopback as one): another machine's visitor.
  const forwarded = await send(brand, { path });
  expect(forwarded.status).toBe(404);
  expect(renderedBrand(forwarded.body)).toBe(brand);
});

test('request bodies are capped before and while they stream', async ({ brand }) => {
  const declared = await send(brand, { method: 'POST', path: '/api/logging/log', headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) }, body: '{}' });
  expect(declared.status).toBe(413);
  const streamed = await send(brand, { method: 'POST', path: '/api/logging/log', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: JSON.stringify({ message: 'x'.repeat(200_000) }) });
  expect(streamed.status).toBe(413);
});

test('the logging endpoint takes JSON only, is rate limited, and answers 204 for text with control characters', async ({ brand }) => {
  const client = newClient(brand);
  const post = (body: string, type = 'application/json') => send(brand, { method: 'POST', path: '/api/logging/log', body, headers: { 'content-type': type } }, client);
  expect((await post(JSON.stringify({ message: 'boom' }), 'text/plain')).status).toBe(415);
  expect((await post(JSON.stringify({ message: 'nul\u0000 and \u001b[31mescape' }))).status).toBe(204);
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await post(JSON.stringify({ message: `flood ${i}` }))).status);
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s !== 204 && s !== 429)).toEqual([]);
});

test('redirects never point at a Host the server does not serve', async ({ brand }) => {
  for (const host of ['evil.com', 'evil.com:3000', `${brand}.localhost.evil.com`]) {
    const response = await rawRequest(target, { method: 'GET', path: '/Texas-Land-For-Sale', host });
    expect(response.status, host).toBe(308);
    expect(response.headers.location, host).toMatch(new RegExp(`^http://land\\.localhost:${e2ePort}/`));
  }
  // An absolute-form request target names its own host, which is then just another unknown host.
  const absolute = await send(brand, { path: 'http://evil.com/Texas-Land-For-Sale' });
  expect(absolute.status).toBe(308);
  expect(absolute.headers.location).toMatch(new RegExp(`^http://land\\.localhost:${e2ePort}/`));
  const own = await send(brand, { path: texas[brand].toUpperCase() });
  expect(own.status).toBe(308);
  expect(own.headers.location).toBe(`http://${brand}.localhost:${e2ePort}${texas[brand]}`);
});

test('security headers are on every kind of response, with no internal paths', async ({ brand }) => {
  const image = await send(brand, { path: '/resizedimages/162/243/cover/80/webp/1-43' });
  const responses = {
    page: await send(brand, { path: texas[brand] }),
    api: await send(brand, { path: '/api/location/autocomplete?q=tex' }),
    image,
    notFound: await send(brand, { path: '/no/such/page/' }),
    apiNotFound: await send(brand, { path: '/api/no/such' }),
    file: await send(brand, { path: '/robots.txt' }),
    asset: await send(brand, { path: `/brand-assets/${brand}/manifest.webmanifest` }),
    rejected: await send(brand, { method: 'TRACE', path: '/' }),
  };
  expect(image.status).toBe(200);
  expect(responses.notFound.status).toBe(404);
  for (const [kind, response] of Object.entries(responses)) {
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp, kind).toContain("object-src 'none'");
    expect(csp, kind).toContain("frame-ancestors 'self'");
    expect(csp, kind).toContain('report-uri /api/logging/log');
    expect(response.headers['x-content-type-options'], kind).toBe('nosniff');
    expect(response.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy'], kind).toContain('camera=()');
    expect(response.headers['x-middleware-rewrite'], kind).toBeUndefined();
    expect(response.headers['x-nextjs-rewritten-path'], kind).toBeUndefined();
    // Demo and test servers are plain http: no HSTS (production sends it; unit-tested).
    expect(response.headers['strict-transport-security'], kind).toBeUndefined();
  }
  expect((await send(brand, { path: '/_next/image?url=%2Frobots.txt&w=64&q=75' })).status).toBe(404);
});

test('a malformed or unsatisfiable Range on a static file is ignored, never a 500', async ({ brand }) => {
  for (const range of ['bytes=999999-1', 'bytes=5-1', 'bytes=x', 'bytes=99999999-']) {
    for (const path of ['/robots.txt', '/maplibre-gl-worker.mjs']) {
      const response = await send(brand, { path, headers: { range } });
      expect(response.status, `${path} ${range}`).toBe(200);
    }
  }
});

test('the image service takes only the sizes, qualities and formats the pages use', async ({ brand }) => {
  // The reproduction: about 3 s of CPU each, eight of them stalled every visitor.
  const huge = await send(brand, { path: '/resizedimages/2400/2390/fill/100/avif/1-43' });
  expect(huge.status).toBe(400);
  expect((await send(brand, { path: '/resizedimages/162/243/cover/55/webp/1-43' })).status).toBe(400);
  expect((await send(brand, { path: '/resizedimages/162/243/cover/80/png/1-43' })).status).toBe(400);
  expect((await send(brand, { path: '/resizedimages/324/486/cover/80/webp/1-43' })).status).toBe(200); // standard at 2x
});
