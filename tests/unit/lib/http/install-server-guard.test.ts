import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_HEADER, stampedPeer } from '@/lib/http/peer-stamp';
import { installServerGuard } from '@/lib/http/server-guard';
import { freePort } from '@/lib/net/free-port';
import { close, exchange, listen } from './http-exchange';

// installServerGuard patches every HTTP(S) server of the process and cannot be undone: this file is its own.

const plainHttpEmit = http.Server.prototype.emit;
const plainHttpsEmit = https.Server.prototype.emit;
let reached = 0;
let server: http.Server;
let port = 0;
let emitAfterFirst: http.Server['emit'];
let httpsEmitAfterFirst: https.Server['emit'];

beforeAll(async () => {
  installServerGuard({ maxBodyBytes: 2048, headers: [['x-guard-install', 'first']] });
  emitAfterFirst = http.Server.prototype.emit;
  httpsEmitAfterFirst = https.Server.prototype.emit;
  installServerGuard({ maxBodyBytes: 2048, headers: [['x-guard-install', 'second']] });
  // Created after installing: the guard reaches servers by their prototype, with no listener of ours.
  server = http.createServer((request, response) => {
    reached++;
    const peer = request.headers[PEER_HEADER];
    response.end(JSON.stringify({ peer: stampedPeer(typeof peer === 'string' ? peer : null) }));
  });
  port = await freePort();
  await listen(server, port);
});
afterAll(() => close(server));

describe('installServerGuard', () => {
  it('wraps the HTTP and HTTPS servers once, however often it is installed', () => {
    expect(emitAfterFirst).not.toBe(plainHttpEmit);
    expect(httpsEmitAfterFirst).not.toBe(plainHttpsEmit);
    expect(http.Server.prototype.emit).toBe(emitAfterFirst);
    expect(https.Server.prototype.emit).toBe(httpsEmitAfterFirst);
  });

  it('guards a server created afterwards with the options of the first install', async () => {
    const response = await exchange(port, { path: '/' });
    expect(response.status).toBe(200);
    expect(response.headers['x-guard-install']).toBe('first');
    expect(JSON.parse(response.body)).toEqual({ peer: '127.0.0.1' });
    expect(reached).toBe(1);
  });

  it('answers TRACE and oversized bodies itself, before the server\'s listener', async () => {
    const before = reached;
    const trace = await exchange(port, { method: 'TRACE', path: '/' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD');
    expect(trace.headers['x-guard-install']).toBe('first');
    const large = await exchange(port, { method: 'POST', path: '/', headers: { 'content-length': '2049' } });
    expect(large.status).toBe(413);
    expect(reached).toBe(before);
  });
});
