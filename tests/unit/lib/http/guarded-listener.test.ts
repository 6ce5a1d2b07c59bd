import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markGuardedServer, servedByGuardedServer } from '@/lib/http/guarded-server';
import { PEER_HEADER, stampedPeer } from '@/lib/http/peer-stamp';
import { closeOnClientError, guardedListener } from '@/lib/http/server-guard';
import { freePort } from '@/lib/net/free-port';
import { close, exchange, listen } from './http-exchange';

// server.ts serves the app through guardedListener: the guard meets every request, then the handler.
let reached = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(
    guardedListener(
      async (request, response) => {
        reached++;
        if (request.method === 'POST') {
          // As Next does: the body is read a moment later.
          await new Promise((resolve) => setTimeout(resolve, 30));
          const chunks: Buffer[] = [];
          for await (const chunk of request) chunks.push(chunk as Buffer);
          response.end(`read ${Buffer.concat(chunks).toString('utf8')}`);
          return;
        }
        const peer = request.headers[PEER_HEADER];
        response.end(JSON.stringify({ peer: stampedPeer(typeof peer === 'string' ? peer : null) }));
      },
      { maxBodyBytes: 2048, headers: [['x-guarded', 'yes']] },
    ),
  );
  server.on('clientError', closeOnClientError);
  port = await freePort();
  await listen(server, port);
});

/** Sends raw bytes on one connection and collects everything until the server closes it. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('the server kept the connection open')));
  });
}
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

describe('bytes that are no request', () => {
  it('answers the request before them first (a body longer than its Content-Length), then closes the connection', async () => {
    const received = await rawExchange('POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhelloEXTRA BYTES THAT ARE NO REQUEST\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toMatch(/read hello$/);
  });

  it('answers garbage on a fresh connection with 400 and closes it', async () => {
    expect(await rawExchange('NOT A REQUEST\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
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
