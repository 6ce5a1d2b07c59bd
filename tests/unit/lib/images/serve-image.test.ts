import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResizeTimeoutError } from '@/lib/images/resize';
import { serveImage } from '@/lib/images/serve-image';

// Originals in a file media store under `dir`; one queue slot and no waiting list, so a single slow
// resize fills the image service.
const { dir, resize } = vi.hoisted(() => ({
  dir: `${process.env.TMPDIR ?? '/tmp'}/serve-image-${process.pid}-${Date.now()}`,
  resize: { next: async (): Promise<Buffer> => Buffer.from('resized') },
}));

vi.mock('@/lib/env', () => ({
  env: () => ({
    MEDIA_STORE: 'fs', MEDIA_DIR: dir, IMAGE_CACHE_DIR: `${dir}/cache`, IMAGE_CACHE_MAX_BYTES: 1_000_000,
    IMAGE_CONCURRENCY: 1, IMAGE_QUEUE_MAX: 0, IMAGE_TIMEOUT_SECONDS: 10,
  }),
}));
vi.mock('@/lib/images/documents', () => ({
  imageStorageKey: async (id: number) => (id === 404 ? null : id === 503 ? 'loop/source.jpg' : `source-${id}.jpg`),
}));
vi.mock('@/lib/images/resize', async (original) => ({
  ...(await original<typeof import('@/lib/images/resize')>()),
  resizeImage: () => resize.next(),
}));

fs.mkdirSync(dir, { recursive: true });
for (let id = 1; id <= 9; id++) fs.writeFileSync(path.join(dir, `source-${id}.jpg`), 'original');
// A link to itself: the store cannot answer for a key under it (ELOOP), as when its disk or bucket fails.
fs.symlinkSync('loop', path.join(dir, 'loop'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => { resize.next = async () => Buffer.from('resized'); });

const get = (p: string, headers: Record<string, string> = {}) =>
  serveImage(p.split('/'), new Request(`http://land.localhost/resizedimages/${p}`, { headers }), false);

describe('serveImage', () => {
  it('answers 400 with the reason for a size the site does not use', async () => {
    const response = await get('300/400/cover/80/webp/1-1');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Invalid image size: 300x400 \(height x width\) is not a served size/);
  });

  it('answers 404 for an unknown document', async () => {
    expect((await get('162/243/cover/80/webp/1-404')).status).toBe(404);
  });

  it('answers 404 for an image document whose original is not in the media store', async () => {
    const response = await get('162/243/cover/80/webp/1-10');
    expect([response.status, await response.text()]).toEqual([404, 'No such image']);
  });

  it('answers 503 with Retry-After and no-store when the media store does not answer, and logs the key', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get('162/243/cover/80/webp/1-503');
    expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '2', 'no-store']);
    expect(logged).toHaveBeenCalledWith('media store: loop/source.jpg could not be read:', expect.stringMatching(/ELOOP/));
    logged.mockRestore();
  });

  it('serves the image with an immutable cache header and an ETag', async () => {
    const response = await get('162/243/cover/80/webp/1-1');
    expect([response.status, response.headers.get('content-type'), response.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('resized');
  });

  it('answers 503 with Retry-After and no-store when the queue is full, while 304s and cache hits still answer', async () => {
    const cached = await get('81/122/cover/80/webp/1-2');
    const etag = cached.headers.get('etag') ?? '';
    let release: () => void = () => {};
    let resizing: () => void = () => {};
    const started = new Promise<void>((resolve) => { resizing = resolve; });
    resize.next = () => {
      resizing();
      return new Promise((resolve) => { release = () => resolve(Buffer.from('slow')); });
    };
    const slow = get('81/122/cover/80/webp/1-3');
    // The slow resize has begun, so it holds the only slot.
    await started;

    const refused = await get('81/122/cover/80/webp/1-4');
    expect([refused.status, refused.headers.get('retry-after'), refused.headers.get('cache-control')]).toEqual([503, '2', 'no-store']);
    expect((await get('81/122/cover/80/webp/1-2', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('81/122/cover/80/webp/1-2')).status).toBe(200);

    release();
    expect((await slow).status).toBe(200);
  });

  it('answers 503 for a resize that timed out, not 500', async () => {
    resize.next = async () => { throw new ResizeTimeoutError('timeout: 30% complete'); };
    const response = await get('81/122/cover/80/webp/1-5');
    expect([response.status, response.headers.get('retry-after')]).toEqual([503, '2']);
  });

  it('answers 404 "Image could not be read" for a source sharp cannot decode', async () => {
    resize.next = async () => { throw new Error('Input file contains unsupported image format'); };
    const response = await get('81/122/cover/80/webp/1-6');
    expect([response.status, await response.text()]).toEqual([404, 'Image could not be read']);
  });

  it('sends headers without a body for HEAD', async () => {
    const response = await serveImage('81/122/cover/80/webp/1-7'.split('/'), new Request('http://land.localhost/'), true);
    expect([response.status, response.headers.get('content-length'), response.body]).toEqual([200, '7', null]);
  });
});
