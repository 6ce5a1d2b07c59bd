import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LimitName } from '@/lib/rate-limit';

const state = vi.hoisted(() => ({ rows: [] as unknown[], fail: false, limited: new Set<string>() }));

vi.mock('@/lib/db/client', () => ({
  db: () => ({
    insert: () => ({
      values: async (row: unknown) => {
        if (state.fail) throw Object.assign(new Error('Connection terminated unexpectedly'), {});
        state.rows.push(row);
      },
    }),
  }),
}));
vi.mock('@/lib/rate-limit', () => ({
  consumeLimit: async (name: LimitName) => (state.limited.has(name) ? { allowed: false, retryAfterSeconds: 42 } : { allowed: true, remaining: 1 }),
}));

const route = await import('@/app/api/logging/log/route');
const noParams = { params: Promise.resolve({}) };

const post = (body: string, contentType = 'application/json', method: 'POST' | 'PUT' = 'POST') =>
  route[method](
    new Request('http://rec.localhost:3000/api/logging/log', {
      method,
      body,
      headers: { host: 'rec.localhost:3000', 'content-type': contentType, 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    }),
    noParams,
  );

beforeEach(() => {
  state.rows = [];
  state.fail = false;
  state.limited.clear();
});

describe('POST /api/logging/log', () => {
  it('stores a valid report for the host brand and answers 204; a client-sent X-Forwarded-For is not the address', async () => {
    const response = await post(JSON.stringify({ message: 'boom', referringUrl: '/land', logSeverity: 6 }));
    expect(response.status).toBe(204);
    expect(state.rows).toEqual([{ logType: 'client', severity: 6, message: 'boom', referringUrl: '/land', siteId: 3, ipAddress: null }]);
  });

  it('strips control characters (NUL, terminal escapes) from what it stores, keeping line breaks', async () => {
    await post(JSON.stringify({ message: 'a\u0000b\u001b[31mred\u001b[0m\nline 2\u0007', referringUrl: '/x\u0000y' }));
    expect(state.rows).toMatchObject([{ message: 'ab[31mred[0m\nline 2', referringUrl: '/xy' }]);
  });

  it('stores a Content-Security-Policy violation report as a warning', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://rec.localhost/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };
    expect((await post(JSON.stringify(report), 'application/csp-report')).status).toBe(204);
    expect(state.rows).toEqual([
      { logType: 'csp', severity: 3, message: 'CSP violation: script-src-elem blocked https://evil.example/x.js', referringUrl: 'http://rec.localhost/', siteId: 3, ipAddress: null },
    ]);
  });

  it.each(['not json', '{"message":""}', '{"message":"\\u0000"}', '{"message":"x","logSeverity":12}', '[]', 'null'])('answers 400 to %s', async (body) => {
    expect((await post(body)).status).toBe(400);
    expect(state.rows).toEqual([]);
  });

  it('refuses oversized bodies (413) and other content types, text/plain included (415)', async () => {
    expect((await post(JSON.stringify({ message: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await post('message=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post(JSON.stringify({ message: 'boom' }), 'text/plain')).status).toBe(415);
    expect(state.rows).toEqual([]);
  });

  it('answers 429 with Retry-After when the client or everyone together is over the limit', async () => {
    state.limited.add('logging');
    const response = await post(JSON.stringify({ message: 'boom' }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    state.limited.clear();
    state.limited.add('loggingGlobal');
    expect((await post(JSON.stringify({ message: 'boom' }))).status).toBe(429);
    expect(state.rows).toEqual([]);
  });

  it('answers 405 with Allow to other methods', async () => {
    const response = await post('{}', 'application/json', 'PUT');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers 503, not 500, when the database connection drops', async () => {
    state.fail = true;
    expect((await post(JSON.stringify({ message: 'boom' }))).status).toBe(503);
  });
});
