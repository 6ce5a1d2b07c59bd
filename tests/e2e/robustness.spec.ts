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
