import { expect, test } from './fixtures';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

const texasSearch = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' } as const;

test('listing photos come from the image service: resized, cached for a year, revalidated by ETag', async ({ page, request, brand }) => {
  await page.goto(texasSearch[brand]);
  const src = await page.locator('img[src^="/resizedimages/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/resizedimages\/\d+\/\d+\/cover\/\d+\/webp\/1-\d+$/);
  const image = await request.get(src ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = image.headers().etag ?? '';
  expect((await image.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  const again = await request.get(src ?? '', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
});

test('the image service answers 400 for bad parameters and 404 for unknown documents', async ({ request }) => {
  const bad = await request.get('/resizedimages/0/400/cover/80/webp/1-1');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('height');
  expect((await request.get('/resizedimages/300/400/cover/80/gif/1-1')).status()).toBe(400);
  expect((await request.get('/resizedimages/300/400/cover/80/webp/1-1')).status()).toBe(400);
  const unknown = await request.get('/resizedimages/162/243/cover/80/webp/1-999999999');
  expect(unknown.status()).toBe(404);
});
