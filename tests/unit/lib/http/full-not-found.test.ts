import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullNotFoundPages, NOT_FOUND_PAGE_HEADER, NOT_FOUND_PATH, notFoundRequestPath } from '@/lib/http/full-not-found';
import { freePort } from '@/lib/net/free-port';

// A stand-in for Next: '/missing' is a page whose data does not exist (404, the error shell, streamed in
// pieces as Next does), NOT_FOUND_PATH and any path under it the proxy's full 404 page (with its header). Like Next's
// compression, it wraps the response's write and end on every answer and drops writes after its end.
const seen: string[] = [];

function wrapLikeCompression(response: http.ServerResponse): void {
  const { writeHead, write, end } = response;
  let ended = false;
  let headed = false;
  // Like on-headers: it learns that the headers go out through its own writeHead, and sends them itself otherwise.
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    headed = true;
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.writeHead;
  const head = (r: http.ServerResponse) => {
    if (!headed) r.writeHead(r.statusCode);
  };
  response.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (ended) return false;
    head(this);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (ended) return this;
    ended = true;
    head(this);
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.end;
}

function fakeNext(request: http.IncomingMessage, response: http.ServerResponse): void {
  seen.push(request.url ?? '');
  wrapLikeCompression(response);
  const html = { 'content-type': 'text/html; charset=utf-8' };
  const url = request.url ?? '';
  if (url === NOT_FOUND_PATH || url.startsWith(`${NOT_FOUND_PATH}/`)) {
    response.writeHead(404, { ...html, [NOT_FOUND_PAGE_HEADER]: '1' }).end('<h1>brand 404</h1>');
    return;
  }
  switch (url) {
    case '/missing':
      response.statusCode = 404;
      response.setHeader('content-type', html['content-type']);
      response.setHeader('cache-control', 's-maxage=300');
      response.flushHeaders();
      response.write('<html id="__next_error__">');
      setTimeout(() => response.end('</html>'), 5);
      return;
    case '/redirect':
      response.statusCode = 307;
      response.setHeader('location', '/login/');
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.flushHeaders();
      setTimeout(() => response.end('redirecting'), 5);
      return;
    case '/missing?sort=price':
      response.writeHead(404, html).end('<html id="__next_error__"></html>');
      return;
    case '/missing.json':
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    default:
      response.writeHead(200, html).end('<h1>page</h1>');
  }
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  port = await freePort();
  server = http.createServer(fullNotFoundPages(fakeNext));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, init: RequestInit = {}) => {
  seen.length = 0;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
  return { status: response.status, body: await response.text(), headers: response.headers, seen: [...seen] };
};

describe('full 404 pages', () => {
  it('answers a page that Next ends in its error shell with the brand 404 page, status 404, nothing of the shell', async () => {
    const answer = await get('/missing');
    expect(answer).toMatchObject({ status: 404, body: '<h1>brand 404</h1>', seen: ['/missing', `${NOT_FOUND_PATH}/missing`] });
    expect(answer.headers.get('cache-control')).toBeNull();
  });

  it('does the same for HEAD', async () => {
    expect(await get('/missing', { method: 'HEAD' })).toMatchObject({ status: 404, seen: ['/missing', `${NOT_FOUND_PATH}/missing`] });
  });

  it('hands the path asked for, without its query, to the second answer', async () => {
    expect(await get('/missing?sort=price')).toMatchObject({ status: 404, body: '<h1>brand 404</h1>', seen: ['/missing?sort=price', `${NOT_FOUND_PATH}/missing`] });
  });

  it('leaves full 404 pages, found pages, other 404s, client navigations and the API alone', async () => {
    expect(await get(NOT_FOUND_PATH)).toMatchObject({ status: 404, body: '<h1>brand 404</h1>', seen: [NOT_FOUND_PATH] });
    expect(await get('/found')).toMatchObject({ status: 200, body: '<h1>page</h1>', seen: ['/found'] });
    expect(await get('/redirect', { redirect: 'manual' })).toMatchObject({ status: 307, body: 'redirecting', seen: ['/redirect'] });
    expect(await get('/missing.json')).toMatchObject({ status: 404, body: '{"error":"not found"}', seen: ['/missing.json'] });
    expect(await get('/missing', { headers: { rsc: '1' } })).toMatchObject({ status: 404, body: '<html id="__next_error__"></html>', seen: ['/missing'] });
    expect(await get('/api/missing')).toMatchObject({ status: 200, seen: ['/api/missing'] });
  });
});

describe('the path of the second answer', () => {
  it('is NOT_FOUND_PATH followed by the path asked for, its query and fragment left out', () => {
    expect(notFoundRequestPath('/texas-land-for-sale/llanoo-county/')).toBe('/~not-found/texas-land-for-sale/llanoo-county/');
    expect(notFoundRequestPath('/llano-county-tx/pid/987?x=<b>#top')).toBe('/~not-found/llano-county-tx/pid/987');
  });

  it('is NOT_FOUND_PATH alone for the home page, repeated slashes, backslashes, a path too long or no path', () => {
    for (const asked of ['/', '//evil.example/x', '/a//b', '/a\\b', `/${'a'.repeat(2048)}`, 'http://host/x', '', '?q=1']) {
      expect(notFoundRequestPath(asked), asked).toBe(NOT_FOUND_PATH);
    }
  });
});
