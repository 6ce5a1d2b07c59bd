import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '@/lib/net/free-port';
import { close, exchange, listen } from './http-exchange';

// The app server's own answer to /resizedimages/... (lib/http/resized-images.ts): the image service's
// answer (`answerImage`, tested with the database in tests/unit/lib/images/serve-image.test.ts) written
// as it is, everything else handed on to Next.
const { answerImage } = vi.hoisted(() => ({ answerImage: vi.fn() }));
vi.mock(import('@/lib/images/server'), async (importOriginal) => ({ ...(await importOriginal()), answerImage }));
const { imageSegments, resizedImages } = await import('@/lib/http/resized-images');

const nextSaw: string[] = [];
const next = (request: http.IncomingMessage, response: http.ServerResponse) => {
  nextSaw.push(request.url ?? '');
  response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>page</h1>');
};

let server: http.Server;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = http.createServer(resizedImages(next));
  await listen(server, port);
});
afterAll(() => close(server));
beforeEach(() => {
  nextSaw.length = 0;
  answerImage.mockReset();
});

const photo = '/resizedimages/162/243/cover/80/webp/1-43';
const webp = { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', etag: '"k"', 'content-length': '4' };

describe('resizedImages', () => {
  it('answers a photo itself, with the image service\'s status, headers and bytes, and Next never sees it', async () => {
    answerImage.mockResolvedValue({ status: 200, headers: webp, body: Buffer.from('RIFF') });
    const answer = await exchange(port, { path: `${photo}?v=2` });
    expect(answer).toMatchObject({ status: 200, body: 'RIFF', headers: { 'content-type': 'image/webp', etag: '"k"', 'content-length': '4', 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(answerImage).toHaveBeenCalledWith(['162', '243', 'cover', '80', 'webp', '1-43'], { ifNoneMatch: null, headOnly: false });
    expect(nextSaw).toEqual([]);
  });

  it('hands the client\'s copy on for a 304, and HEAD asks for no body', async () => {
    answerImage.mockResolvedValue({ status: 304, headers: webp, body: null });
    expect((await exchange(port, { path: photo, headers: { 'if-none-match': '"k"' } })).status).toBe(304);
    expect(answerImage).toHaveBeenLastCalledWith(expect.any(Array), { ifNoneMatch: '"k"', headOnly: false });
    answerImage.mockResolvedValue({ status: 200, headers: webp, body: null });
    const head = await exchange(port, { method: 'HEAD', path: photo });
    expect(head).toMatchObject({ status: 200, body: '', headers: { 'content-length': '4' } });
    expect(answerImage).toHaveBeenLastCalledWith(expect.any(Array), { ifNoneMatch: null, headOnly: true });
  });

  it('refuses other methods with 405 and Allow, before any work', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await exchange(port, { method, path: photo });
      expect(answer).toMatchObject({ status: 405, body: 'Method not allowed', headers: { allow: 'GET, HEAD' } });
    }
    expect(answerImage).not.toHaveBeenCalled();
    expect(nextSaw).toEqual([]);
  });

  it('answers 400 for a segment no decoder reads, and passes the service\'s own 400 and 404 on', async () => {
    expect(await exchange(port, { path: '/resizedimages/162/243/cover/80/webp/1-%zz' })).toMatchObject({ status: 400, body: 'The image path is not valid' });
    expect(answerImage).not.toHaveBeenCalled();
    answerImage.mockResolvedValue({ status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No such image' });
    expect(await exchange(port, { path: '/resizedimages/162/243/cover/80/webp/1-999999999' })).toMatchObject({ status: 404, body: 'No such image' });
  });

  it('answers 503 with Retry-After, and no stack trace, when the database or the media store fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerImage.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const answer = await exchange(port, { path: photo });
    expect(answer).toMatchObject({ status: 503, body: 'Image service busy, try again shortly', headers: { 'retry-after': '2', 'cache-control': 'no-store' } });
    expect(logged).toHaveBeenCalledWith('resizedimages:', 'Error: connect ECONNREFUSED 127.0.0.1:5432');
    logged.mockRestore();
  });

  it('hands every other path to Next, /resizedimages without its slash and look-alikes included', async () => {
    for (const path of ['/texas-land-for-sale/', '/resizedimages', '/resizedimagesx/1', '/brand-assets/land/logo.svg']) {
      expect((await exchange(port, { path })).body).toBe('<h1>page</h1>');
    }
    expect(nextSaw).toEqual(['/texas-land-for-sale/', '/resizedimages', '/resizedimagesx/1', '/brand-assets/land/logo.svg']);
    expect(answerImage).not.toHaveBeenCalled();
  });
});

describe('imageSegments', () => {
  it('decodes each segment as a catch-all route would, and leaves the query out', () => {
    expect(imageSegments('/resizedimages/162/243/cover/80/webp/1-43?x=1#y')).toEqual(['162', '243', 'cover', '80', 'webp', '1-43']);
    expect(imageSegments('/resizedimages/162/24%33/cover')).toEqual(['162', '243', 'cover']);
    expect(imageSegments('/resizedimages/1-%E0%A4%A')).toBeNull();
  });
});
