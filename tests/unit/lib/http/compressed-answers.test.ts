import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncoding, compressedAnswers } from '@/lib/http/compressed-answers';
import { fullNotFoundPages, NOT_FOUND_PAGE_HEADER } from '@/lib/http/full-not-found';
import { freePort } from '@/lib/net/free-port';
import { close, listen } from './http-exchange';

// A stand-in for Next with its compression and ETags off: '/cached' is a page written whole (as Next
// answers from its cache), '/cached-text' one ended as a string, '/changing' one whose body changes with
// every answer, '/private' a whole answer not for shared caches, '/streamed' a page written in pieces,
// '/small' a short one, '/json' a route handler's JSON written whole without cache headers, '/missing'
// Next's 404 error shell and '/~not-found/missing' the full 404.
const page = `<!DOCTYPE html><html><body>${'<p>Llano County land for sale</p>'.repeat(200)}</body></html>`;
let changes = 0;
const endCallbacks: string[] = [];
const textPage = `<!DOCTYPE html><html><body>${'<p>Río Grande — 40 acres, $120,000</p>'.repeat(200)}</body></html>`;

/** As Next's sendPayload writes an answer: its headers set one by one, then the body in one end(). */
function send(response: http.ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer): void {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.end(body);
}

function fakeNext(request: http.IncomingMessage, response: http.ServerResponse): void {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  switch (request.url) {
    case '/cached':
    case '/cached?other':
      send(response, 200, { ...html, vary: 'rsc', 'cache-control': 's-maxage=300, stale-while-revalidate=600' }, Buffer.from(page));
      return;
    case '/cached-text':
      // As Next ends a page from its cache: the HTML as a string (with characters beyond ASCII).
      send(response, 200, html, textPage);
      return;
    case '/cached-callback':
      // end() with a callback, which must run whether the answer is the page or a 304.
      response.statusCode = 200;
      response.setHeader('content-type', html['content-type']);
      response.end(textPage, () => endCallbacks.push(request.headers['if-none-match'] ? 'not-modified' : 'page'));
      return;
    case '/changing':
      changes += 1;
      send(response, 200, html, `${page}<!-- ${changes} -->`);
      return;
    case '/private':
      send(response, 200, { ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, page);
      return;
    case '/streamed':
      response.writeHead(200, html);
      response.write(page.slice(0, 3000));
      response.end(page.slice(3000));
      return;
    case '/small':
      send(response, 200, html, '<p>short</p>');
      return;
    case '/json':
      send(response, 200, { 'content-type': 'application/json' }, JSON.stringify({ counties: Array.from({ length: 200 }, (_, i) => `County ${i}`) }));
      return;
    case '/missing':
      send(response, 404, html, `<html id="__next_error__">${'x'.repeat(2000)}</html>`);
      return;
    default:
      send(response, 404, { ...html, [NOT_FOUND_PAGE_HEADER]: '1' }, `<html><h1>Page not found</h1>${'y'.repeat(2000)}</html>`);
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

function get(path: string, acceptEncoding?: string, method = 'GET', extra: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra };
    const request = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded({ headers, raw }: Answer): string {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

let port = 0;
const server = http.createServer(fullNotFoundPages(compressedAnswers(fakeNext)));
beforeAll(async () => {
  port = await freePort();
  await listen(server, port);
});
afterAll(() => close(server));
afterEach(() => vi.restoreAllMocks());

describe('compressedAnswers', () => {
  it('compresses a page written whole once, and sends the kept bytes to the next visitors', async () => {
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const first = await get('/cached', 'gzip, deflate');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBe(first.raw.length);
    expect(first.raw.length).toBeLessThan(page.length / 5);
    expect(first.headers.vary).toBe('rsc, Accept-Encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(decoded(first)).toBe(page);
    const again = await get('/cached', 'gzip');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(gzip).toHaveBeenCalledTimes(1);
    // Another URL is another entry, even with the same body.
    await get('/cached?other', 'gzip');
    expect(gzip).toHaveBeenCalledTimes(2);
  });

  it('tags a whole page by its body, hashing it once, and answers 304 to a client that holds the tag', async () => {
    const hash = vi.spyOn(crypto, 'createHash');
    const first = await get('/cached-text', 'gzip');
    const etag = first.headers.etag ?? '';
    expect(etag).toBe(`"${crypto.createHash('sha1').update(textPage).digest('base64url')}"`);
    hash.mockClear();
    const again = await get('/cached-text');
    expect(again.headers.etag).toBe(etag);
    expect(hash).not.toHaveBeenCalled();
    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await get('/cached-text', 'gzip', 'GET', { 'if-none-match': held });
      expect(notModified.status, held).toBe(304);
      expect(notModified.raw.length).toBe(0);
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['content-length']).toBeUndefined();
      // The same Vary as the 200, so a cache keeps its variants apart.
      expect(notModified.headers.vary).toBe(first.headers.vary);
    }
    // A stale tag, or a client that asks to bypass caches, gets the page.
    expect((await get('/cached-text', 'gzip', 'GET', { 'if-none-match': '"other"' })).status).toBe(200);
    const reload = await get('/cached-text', 'gzip', 'GET', { 'if-none-match': etag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(decoded(reload)).toBe(textPage);
  });

  it("calls end()'s callback for the page and for a 304 alike", async () => {
    const page = await get('/cached-callback', 'br');
    expect(decoded(page)).toBe(textPage);
    const notModified = await get('/cached-callback', 'br', 'GET', { 'if-none-match': page.headers.etag ?? '' });
    expect(notModified.status).toBe(304);
    await vi.waitFor(() => expect(endCallbacks).toEqual(['page', 'not-modified']));
  });

  it('tags a changed body anew and compresses it anew, and never answers 304 for the old tag', async () => {
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const first = await get('/changing', 'gzip');
    const second = await get('/changing', 'gzip', 'GET', { 'if-none-match': first.headers.etag ?? '' });
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(decoded(second)).toBe(`${page}<!-- ${changes} -->`);
    expect(gzip).toHaveBeenCalledTimes(2);
  });

  it('leaves a private answer untagged, and compresses it per request', async () => {
    const gzip = vi.spyOn(zlib, 'gzipSync');
    const answer = await get('/private', 'gzip');
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(page);
    expect(gzip).not.toHaveBeenCalled();
  });

  it('compresses a page ended as a string once, from its UTF-8 bytes, and keeps it apart from its other encodings', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const first = await get('/cached-text', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.raw.length);
    expect(decoded(first)).toBe(textPage);
    const again = await get('/cached-text', 'br');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(brotli).toHaveBeenCalledTimes(1);
    const plain = await get('/cached-text');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.equals(Buffer.from(textPage))).toBe(true);
  });

  it('takes Brotli when the client does, and keeps it apart from gzip', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const answer = await get('/cached', 'gzip, deflate, br, zstd');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe(page);
    await get('/cached', 'br');
    expect(brotli).toHaveBeenCalledTimes(1);
    expect((await get('/cached', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('sends the page as it is to a client that takes neither, or refuses both', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const answer = await get('/cached', accept);
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.raw.toString('utf8')).toBe(page);
    }
  });

  it('compresses streamed pages per request, JSON written whole too, and leaves short answers and HEAD alone', async () => {
    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(decoded(streamed)).toBe(page);
    const json = await get('/json', 'br');
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(json))).toHaveProperty('counties');
    const small = await get('/small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.raw.toString('utf8')).toBe('<p>short</p>');
    const head = await get('/cached', 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });

  it("answers Next's 404 shell with the full 404 page, compressed, and nothing of the shell", async () => {
    const answer = await get('/missing', 'gzip');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const body = decoded(answer);
    expect(body).toContain('Page not found');
    expect(body).not.toContain('__next_error__');
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['deflate, identity', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
