import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markGuardedServer, servedByGuardedServer } from '@/lib/http/guarded-server';
import { PEER_HEADER, stampedPeer } from '@/lib/http/peer-stamp';
import { guardedListener } from '@/lib/http/server-guard';
import { freePort } from '@/lib/net/free-port';
import { close, exchange, listen } from './http-exchange';

// server.ts serves the app through guardedListener: the guard meets every request, then the handler.
let reached = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(
    guardedListener(
      (request, response) => {
        reached++;
        const peer = request.headers[PEER_HEADER];
        response.end(JSON.stringify({ peer: stampedPeer(typeof peer === 'string' ? peer : null) }));
      },
      { maxBodyBytes: 2048, headers: [['x-guarded', 'yes']] },
    ),
  );
  port = await freePort();
  await listen(server, port);
});
afterAll(() => close(server));

describe('guardedListener', () => {
  it('hands a sound request to the handler with the peer stamped and the headers set', async () => {
    const response = await exchange(port, { path: '/' });
    expect(response.status).toBe(200);
    expect(response.headers['x-guarded']).toBe('yes');
    expect(JSON.parse(response.body)).toEqual({ peer: '127.0.0.1' });
    expect(reached).toBe(1);
  });

  it("answers TRACE and oversized bodies itself, before the handler", async () => {
    const before = reached;
    const trace = await exchange(port, { method: 'TRACE', path: '/' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect(trace.headers['x-guarded']).toBe('yes');
    const large = await exchange(port, { method: 'POST', path: '/', headers: { 'content-length': '2049' } });
    expect(large.status).toBe(413);
    expect(reached).toBe(before);
  });
});

describe('the guarded-server mark', () => {
  afterAll(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('acrewise.guarded-server')];
  });

  it('is what server.ts sets before Next starts, and what production requires', () => {
    expect(servedByGuardedServer()).toBe(false);
    markGuardedServer();
    expect(servedByGuardedServer()).toBe(true);
  });
});
