import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingFixture } from '../../lib/listings/seo/listing-fixture';

const state = vi.hoisted(() => ({ busy: false, limited: false, asked: [] as number[] }));

vi.mock('@/lib/listings/detail', () => ({
  getListingDetail: async (id: number): Promise<ListingDetail | null> => {
    state.asked.push(id);
    return id === 4242 ? listingFixture() : null;
  },
}));
vi.mock('@/lib/images/serve-image', () => ({
  resizedImageVariant: async () =>
    state.busy
      ? { kind: 'busy', retryAfterSeconds: 2 }
      : { kind: 'image', body: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#777777' } }).jpeg().toBuffer() },
}));
vi.mock('@/lib/rate-limit', () => ({
  consumeLimit: async () => (state.limited ? { allowed: false, retryAfterSeconds: 9 } : { allowed: true, remaining: 1 }),
}));

const route = await import('@/app/api/og/listing/[id]/route');
const { resetOgImageCache } = await import('@/lib/listings/seo/og-image-cache');
const { ogImageVersion } = await import('@/lib/listings/seo/listing-urls');

const currentVersion = ogImageVersion(listingFixture()) ?? '';
const get = (id: string, method: 'GET' | 'HEAD' = 'GET', version = currentVersion) =>
  route[method](new Request(`http://land.localhost:3000/api/og/listing/${id}?v=${version}`, { method, headers: { host: 'land.localhost:3000' } }), { params: Promise.resolve({ id }) });

beforeEach(() => {
  state.busy = false;
  state.limited = false;
  state.asked = [];
  resetOgImageCache();
});

describe('GET /api/og/listing/{id}', () => {
  it('answers a 1200x630 PNG with a long Cache-Control', async () => {
    const response = await get('4242');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, s-maxage=604800, stale-while-revalidate=86400');
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
  }, 30_000);

  it('caches a week only under the listing’s current version; another v gets the same card for five minutes', async () => {
    const current = await get('4242');
    const other = await get('4242', 'GET', 'made-up');
    expect(other.status).toBe(200);
    expect(other.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=300');
    expect(Buffer.from(await other.arrayBuffer()).equals(Buffer.from(await current.arrayBuffer()))).toBe(true);
  }, 30_000);

  it('draws a card once per listing version: later requests, whatever their v, are served from the server’s cache', async () => {
    expect((await get('4242')).status).toBe(200);
    state.busy = true;
    for (const version of [currentVersion, 'x1', 'x2']) expect((await get('4242', 'GET', version)).status).toBe(200);
  }, 30_000);

  it('answers 404 for an unknown listing and for ids that are no listing id, without asking the database for those', async () => {
    expect((await get('77')).status).toBe(404);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999', '0012']) expect((await get(id)).status, id).toBe(404);
    expect(state.asked).toEqual([77]);
  });

  it('answers 503 with Retry-After when the image service is busy, 429 over the limit, 405 to POST', async () => {
    state.busy = true;
    const busy = await get('4242');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    state.limited = true;
    expect((await get('4242')).status).toBe(429);
    expect((await route.POST(new Request('http://land.localhost:3000/api/og/listing/1', { method: 'POST', headers: { host: 'land.localhost:3000' } }), { params: Promise.resolve({ id: '1' }) })).status).toBe(405);
  }, 30_000);
});
