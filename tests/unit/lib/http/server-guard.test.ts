import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PEER_HEADER, stampedPeer } from '@/lib/http/peer-stamp';
import { guardRequest, type GuardOptions } from '@/lib/http/server-guard';
import { freePort } from '@/lib/net/free-port';
import { close, exchange, listen, type Exchange } from './http-exchange';

const options: GuardOptions = {
  maxBodyBytes: 1024,
  pathBodyCaps: [{ pathPrefix: '/uploads/', maxBytes: 4096 }],
  headers: [
    ['x-content-type-options', 'nosniff'],
    ['content-security-policy', "default-src 'self'"],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ],
  pdfPolicy: "default-src 'self'; object-src 'self'",
  hideCacheState: true,
};
/** What the app behind the guard saw: one entry per request that reached it. */
const reached: Array<{ method: string; url: string }> = [];

// Node's parser refuses methods it does not know (TRACK) with its own 400 before any listener runs;
// this header lets a request claim such a method so the guard's own refusal is exercised too.
const CLAIMED_METHOD = 'x-test-claimed-method';

const server = http.createServer((request, response) => {
  const claimed = request.headers[CLAIMED_METHOD];
  if (typeof claimed === 'string') request.method = claimed;
  if (guardRequest(request, response, options)) return;
  const url = request.url ?? '';
  reached.push({ method: request.method ?? '', url });
  const rawPeer = request.headers[PEER_HEADER];
  const body = JSON.stringify({ url, peer: stampedPeer(typeof rawPeer === 'string' ? rawPeer : null), host: request.headers.host, range: request.headers.range ?? null });
  const internal = { 'x-middleware-rewrite': '/land/internal', 'x-nextjs-rewritten-path': '/land/internal', 'content-type': 'application/json' };
  if (url.startsWith('/write-head')) {
    response.writeHead(200, internal).end(body);
    return;
  }
  if (url.startsWith('/redirect')) {
    // As Next 16 replays a cached redirect: the same Location appended twice (vercel/next.js#82117).
    response.appendHeader('location', '/property/llano-county-texas/7/');
    response.appendHeader('location', url.endsWith('?differ') ? '/elsewhere/' : '/property/llano-county-texas/7/');
    response.statusCode = 308;
    response.end();
    return;
  }
  if (url.startsWith('/no-referrer')) {
    // A page whose URL holds a token (unsubscribe, reset) keeps it out of referrers.
    if (url.endsWith('?write-head')) response.writeHead(200, { 'Referrer-Policy': 'no-referrer' });
    else response.setHeader('referrer-policy', 'no-referrer');
    response.end('token page');
    return;
  }
  if (url.startsWith('/cached')) {
    response.writeHead(200, { 'x-nextjs-cache': 'HIT', 'x-nextjs-prerender': '1', 'x-nextjs-stale-time': '300' }).end('cached page');
    return;
  }
  if (url.startsWith('/document.pdf')) {
    if (url.endsWith('?write-head')) response.writeHead(200, { 'Content-Type': 'application/pdf' });
    else response.setHeader('content-type', 'application/pdf');
    response.end('%PDF-1.4');
    return;
  }
  for (const [name, value] of Object.entries(internal)) response.setHeader(name, value);
  response.end(body);
});
let port = 0;

beforeAll(async () => {
  port = await freePort();
  await listen(server, port);
});
afterAll(() => close(server));
beforeEach(() => {
  reached.length = 0;
});

function expectSecurityHeaders(response: Exchange): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'self'");
}

function echoed(response: Exchange): { url: string; peer: string | null; host: string; range: string | null } {
  const parsed: unknown = JSON.parse(response.body);
  expect(parsed).toMatchObject({ url: expect.any(String) });
  return parsed as { url: string; peer: string | null; host: string; range: string | null };
}

describe('server guard on a real HTTP server', () => {
  it('answers TRACE with 405 and Allow: GET, HEAD, without reaching the app', async () => {
    const response = await exchange(port, { method: 'TRACE', path: '/' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(response);
    expect(reached).toEqual([]);
  });

  it('answers TRACK with 405 and Allow: GET, HEAD, without reaching the app', async () => {
    const response = await exchange(port, { method: 'GET', path: '/', headers: { [CLAIMED_METHOD]: 'TRACK' } });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expectSecurityHeaders(response);
    expect(reached).toEqual([]);
  });

  it('never lets a TRACK request on the wire reach the app', async () => {
    const response = await exchange(port, { method: 'TRACK', path: '/' });
    expect([400, 405]).toContain(response.status);
    expect(reached).toEqual([]);
  });

  it('answers a declared body above the cap with 413 before the app reads it', async () => {
    const response = await exchange(port, { method: 'POST', path: '/upload', headers: { 'content-length': String(options.maxBodyBytes + 1) } });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
    expect(reached).toEqual([]);
  });

  it('lets a declared body at the cap through', async () => {
    const response = await exchange(port, { method: 'POST', path: '/upload', headers: { 'content-length': '0' } });
    expect(response.status).toBe(200);
    expect(reached).toEqual([{ method: 'POST', url: '/upload' }]);
  });

  it('lets a larger declared body through on a path with its own cap, up to that cap and only there', async () => {
    const declaring = (path: string, bytes: number) => exchange(port, { method: 'POST', path, headers: { 'content-length': String(bytes) } });
    expect((await declaring('/uploads/photos', 4096)).status).toBe(200);
    expect((await declaring('/uploads/photos', 4097)).status).toBe(413);
    expect((await declaring('/uploads/../form', 2048)).status).toBe(413);
    expect((await declaring('/upload', 2048)).status).toBe(413);
    expect(reached).toEqual([{ method: 'POST', url: '/uploads/photos' }]);
  });

  it('sets the security headers on a normal response and removes the internal rewrite header', async () => {
    const response = await exchange(port, { path: '/texas/' });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers['x-middleware-rewrite']).toBeUndefined();
    expect(response.headers['x-nextjs-rewritten-path']).toBeUndefined();
    expect(reached).toEqual([{ method: 'GET', url: '/texas/' }]);
  });

  it('keeps the rewritten path for RSC requests only, and never the internal rewrite header', async () => {
    const response = await exchange(port, { path: '/texas/', headers: { rsc: '1' } });
    expect(response.headers['x-nextjs-rewritten-path']).toBe('/land/internal');
    expect(response.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('removes the same headers when the app passes them to writeHead', async () => {
    const plain = await exchange(port, { path: '/write-head' });
    expectSecurityHeaders(plain);
    expect(plain.headers['x-middleware-rewrite']).toBeUndefined();
    expect(plain.headers['x-nextjs-rewritten-path']).toBeUndefined();
    const rsc = await exchange(port, { path: '/write-head', headers: { rsc: '1' } });
    expect(rsc.headers['x-middleware-rewrite']).toBeUndefined();
    expect(rsc.headers['x-nextjs-rewritten-path']).toBe('/land/internal');
  });

  it('gives PDF answers the PDF policy (the browser’s viewer is a plugin) and every other answer the pages’ policy', async () => {
    for (const path of ['/document.pdf', '/document.pdf?write-head']) {
      const response = await exchange(port, { path });
      expect(response.headers['content-type'], path).toBe('application/pdf');
      expect(response.headers['content-security-policy'], path).toBe("default-src 'self'; object-src 'self'");
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expectSecurityHeaders(await exchange(port, { path: '/texas/' }));
  });

  it('sends a Location repeated with the same value once, and leaves different values alone', async () => {
    const locations = (response: Exchange) => response.rawHeaders.filter((_, i, raw) => i % 2 === 1 && raw[i - 1]?.toLowerCase() === 'location');
    const same = await exchange(port, { path: '/redirect' });
    expect(same.status).toBe(308);
    expect(locations(same)).toEqual(['/property/llano-county-texas/7/']);
    expect(locations(await exchange(port, { path: '/redirect?differ' }))).toEqual(['/property/llano-county-texas/7/', '/elsewhere/']);
  });

  it('replaces a client-sent peer header with the stamped TCP peer', async () => {
    const response = await exchange(port, { path: '/', headers: { [PEER_HEADER]: 'forged 203.0.113.9' } });
    expect(echoed(response).peer).toBe('127.0.0.1');
    const unsent = await exchange(port, { path: '/' });
    expect(echoed(unsent).peer).toBe('127.0.0.1');
  });

  it('passes an undecodable path on escaped, with the query as sent', async () => {
    const response = await exchange(port, { path: '/a/%zz?q=%zz' });
    expect(response.status).toBe(200);
    expect(echoed(response).url).toBe('/a/%25zz?q=%zz');
    expect(reached).toEqual([{ method: 'GET', url: '/a/%25zz?q=%zz' }]);
  });

  it('reads an absolute-form target as its path and its host', async () => {
    const response = await exchange(port, { path: 'http://evil.example/x?y=1' });
    expect(response.status).toBe(200);
    expect(echoed(response)).toMatchObject({ url: '/x?y=1', host: 'evil.example' });
  });

  it('answers an asterisk-form or otherwise unusable target with 400 before the app', async () => {
    for (const path of ['*', 'http://[::1']) {
      const response = await exchange(port, { path });
      expect(response.status, path).toBe(400);
      expectSecurityHeaders(response);
    }
    // Node's parser itself refuses a target without a leading slash or scheme (400, before any listener).
    expect((await exchange(port, { path: 'x' })).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('drops Range headers, which Next turns into 500s on static files', async () => {
    const response = await exchange(port, { path: '/robots.txt', headers: { range: 'bytes=999999-1' } });
    expect(echoed(response).range).toBeNull();
  });

  it('keeps a stricter Referrer-Policy the response set itself, and sets the default everywhere else', async () => {
    for (const path of ['/no-referrer', '/no-referrer?write-head']) {
      expect((await exchange(port, { path })).headers['referrer-policy'], path).toBe('no-referrer');
    }
    expect((await exchange(port, { path: '/plain' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('hides Next’s cache state in production: the prerender flag and stale time reach RSC requests only', async () => {
    const page = await exchange(port, { path: '/cached' });
    expect(page.body).toBe('cached page');
    for (const name of ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']) expect(page.headers[name], name).toBeUndefined();
    const rsc = await exchange(port, { path: '/cached', headers: { rsc: '1' } });
    expect(rsc.headers['x-nextjs-cache']).toBeUndefined();
    expect(rsc.headers['x-nextjs-prerender']).toBe('1');
    expect(rsc.headers['x-nextjs-stale-time']).toBe('300');
  });
});
