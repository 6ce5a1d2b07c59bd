import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/server';
import { OgImageCache, type DrawOgImage } from '@/lib/listings/seo/og-image-cache';
import { listingFixture } from './listing-fixture';

const land = siteBrand('land')!;

/** A draw that counts its calls and finishes when told to. */
function controlledDraw(bytes = 10) {
  const calls: string[] = [];
  const pending: Array<() => void> = [];
  const draw: DrawOgImage = async (brand, listing) => {
    calls.push(`${brand.key}:${listing.id}:${listing.updatedAt}`);
    await new Promise<void>((resolve) => pending.push(resolve));
    return { kind: 'image', png: new Uint8Array(bytes) };
  };
  const finishAll = () => pending.splice(0).forEach((resolve) => resolve());
  return { draw, calls, finishAll };
}

describe('OgImageCache', () => {
  it('draws a card once for many requests at the same time, then serves it from memory', async () => {
    const { draw, calls, finishAll } = controlledDraw();
    const cache = new OgImageCache(draw);
    const requests = Array.from({ length: 20 }, () => cache.image(land, listingFixture()));
    await new Promise((resolve) => setImmediate(resolve));
    finishAll();
    const results = await Promise.all(requests);
    expect(results.every((r) => r.kind === 'image')).toBe(true);
    expect(await cache.image(land, listingFixture())).toMatchObject({ kind: 'image' });
    expect(calls).toHaveLength(1);
  });

  it('draws again when the listing changed', async () => {
    const { draw, calls, finishAll } = controlledDraw();
    const cache = new OgImageCache(draw);
    const first = cache.image(land, listingFixture());
    const changed = cache.image(land, listingFixture({ updatedAt: '2026-11-20T10:00:00.000Z' }));
    await new Promise((resolve) => setImmediate(resolve));
    finishAll();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    finishAll();
    await Promise.all([first, changed]);
    expect(calls).toEqual(['land:4242:2026-11-01T09:30:00.000Z', 'land:4242:2026-11-20T10:00:00.000Z']);
  });

  it('draws one card at a time, lets a few wait, and answers busy beyond them', async () => {
    const { draw, finishAll } = controlledDraw();
    const cache = new OgImageCache(draw, { concurrency: 1, maxWaiting: 2, maxBytes: 1000 });
    const listings = [1, 2, 3, 4, 5].map((id) => listingFixture({ id }));
    const requests = listings.map((listing) => cache.image(land, listing));
    const refused = await Promise.race([requests[3], requests[4]]);
    expect(refused).toEqual({ kind: 'busy', retryAfterSeconds: 2 });
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      finishAll();
    }
    expect((await Promise.all(requests.slice(0, 3))).map((r) => r.kind)).toEqual(['image', 'image', 'image']);
  });

  it('forgets the least recently used cards beyond its byte cap', async () => {
    const draw: DrawOgImage = async () => ({ kind: 'image', png: new Uint8Array(400) });
    const cache = new OgImageCache(draw, { concurrency: 1, maxWaiting: 10, maxBytes: 1000 });
    for (const id of [1, 2, 3]) await cache.image(land, listingFixture({ id }));
    expect(cache.size).toBe(2);
  });
});
