import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptedEncoding, compressedAnswers } from '@/lib/http/compressed-answers';
import { fullNotFoundPages, NOT_FOUND_PAGE_HEADER } from '@/lib/http/full-not-found';
import { freePort } from '@/lib/net/free-port';
import { close, listen } from './http-exchange';

// A stand-in for Next with its compression off: '/cached' is a page written whole with its ETag (as Next
// answers from its cache), '/streamed' a page written in pieces, '/small' a short one, '/json' a route
// handler's JSON without an ETag, '/missing' Next's 404 error shell and '/~not-found/missing' the full 404.
const page = `<!DOCTYPE html><html><body>${'<p>Llano County land for sale</p>'.repeat(200)}</body></html>`;

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
      send(response, 200, { ...html, etag: '"abc"', vary: 'rsc' }, Buffer.from(page));
      return;
    case '/streamed':
      response.writeHead(200, html);
      response.write(page.slice(0, 3000));
      response.end(page.slice(3000));
      return;
    case '/small':
      send(response, 200, { ...html, etag: '"s"' }, '<p>short</p>');
      return;
    case '/json':
      send(response, 200, { 'content-type': 'application/json' }, JSON.stringify({ counties: Array.from({ length: 200 }, (_, i) => `County ${i}`) }));
      return;
    case '/missing':
      send(response, 404, html, `<html id="__next_error__">${'x'.repeat(2000)}</html>`);
      return;
    default:
      send(response, 404, { ...html, etag: '"nf"', [NOT_FOUND_PAGE_HEADER]: '1' }, `<html><h1>Page not found</h1>${'y'.repeat(2000)}</html>`);
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
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
    expect(first.headers.etag).toBe('"abc"');
    expect(decoded(first)).toBe(page);
    const again = await get('/cached', 'gzip');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(gzip).toHaveBeenCalledTimes(1);
    // Another URL is another entry, even with the same ETag.
    await get('/cached?other', 'gzip');
    expect(gzip).toHaveBeenCalledTimes(2);
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

  it('compresses streamed pages and JSON per request, and leaves short answers and HEAD alone', async () => {
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
