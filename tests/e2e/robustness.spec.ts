import fc from 'fast-check';
import { expect, test } from './fixtures';
import { rawGet } from './raw-http';

const port = Number(process.env.E2E_PORT ?? 3100);

const segment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('..', '.', '%', '%zz', '%00', '%2F', '%c0%ae', 'page-', 'page-99999999999999999999', 'sort-', 'lat', 'long'),
  fc.constantFrom('texas', 'Texas', 'texas-land-for-sale', 'llano-county', 'pid', 'property', 'member', 'profile', 'broker'),
  fc.integer({ min: -5, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent),
  fc.constant('x'.repeat(3000)),
);
const path = fc.array(segment, { maxLength: 6 }).chain((parts) =>
  fc.constantFrom('', '/', '//', '?q=%', '?brand=rec', '?page=-1').map((tail) => `/${parts.map(encodeURI).join('/')}${tail}`),
);
const host = fc.oneof(
  fc.constantFrom('land.localhost', 'farm.localhost', 'rec.localhost', 'valuation.localhost', '', 'evil.example', '[::1]', 'LAND.LOCALHOST:99999'),
  fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'a') || 'a'),
);

test('no malformed path, host or image parameter produces a 5xx', async ({ brand }) => {
  test.setTimeout(300_000);
  const samples = fc.sample(fc.tuple(path, host), { numRuns: 250, seed: brand.length * 7919 });
  const images = fc.sample(
    fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.constantFrom('cover', 'x', ''), fc.integer(), fc.constantFrom('webp', 'gif', '..'), fc.string({ maxLength: 10 })),
    { numRuns: 100, seed: 17 },
  ).map((p) => `/resizedimages/${p.map((v) => encodeURIComponent(String(v))).join('/')}`);
  const failures: string[] = [];
  for (const [p, h] of [...samples, ...images.map((p): [string, string] => [p, `${brand}.localhost`])]) {
    const response = await rawGet(port, p, h).catch((error: Error) => ({ status: 599, body: error.message }));
    if (response.status >= 500) failures.push(`${response.status} ${h} ${p.slice(0, 60)}…${p.slice(-40)} (${p.length} chars): ${response.body.slice(0, 80)}`);
  }
  expect(failures).toEqual([]);
});

const texasSearch = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' } as const;
const criterionName = fc.constantFrom(
  'priceMin', 'priceMax', 'acresMin', 'acresMax', 'bedMin', 'radius', 'latitude', 'longitude', 'propertyTypes', 'marketStatuses',
  'activityTypes', 'keywordQuery', 'bounds', 'encodedMapCoordinates', 'soldDateMin', 'dateListed', 'hasHouse', 'countyIdList', 'q', 'zip',
);
const criterionValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('-1', '1e400', 'NaN', '0x10', "' or 1=1 --", '%', '1,2,,3', '99999999999999999999', '90,180,-90,-180', '_p~iF~ps|U', '2026-02-30', 'true', 'null'),
  fc.double().map(String),
);

test('no malformed search criteria in a URL or a body produce a 5xx', async ({ brand, request }) => {
  test.setTimeout(300_000);
  const queries = fc.sample(fc.array(fc.tuple(criterionName, criterionValue), { minLength: 1, maxLength: 4 }), { numRuns: 150, seed: brand.length * 31 });
  const failures: string[] = [];
  for (const pairs of queries) {
    const query = pairs.map(([n, v]) => `${n}=${encodeURIComponent(v)}`).join('&');
    const response = await rawGet(port, `${texasSearch[brand]}?${query}`, `${brand}.localhost`).catch((error: Error) => ({ status: 599, body: error.message }));
    if (response.status >= 500) failures.push(`${response.status} ?${query}`);
  }
  const bodies = fc.sample(fc.dictionary(criterionName, fc.oneof(criterionValue, fc.integer(), fc.array(fc.integer()), fc.constant(null))), { numRuns: 60, seed: 5 });
  for (const body of [...bodies, 'not json', '[]', '{"stateId": 48, "pageIndex": -1}']) {
    for (const api of ['/api/property/searchUrl/1', '/api/search/markers/1', '/api/Popular/logPopularSearch/1']) {
      const response = await request.post(api, { data: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      if (response.status() >= 500) failures.push(`${response.status()} ${api} ${JSON.stringify(body).slice(0, 80)}`);
    }
  }
  expect(failures).toEqual([]);
});
