import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetHostRules } from '@/lib/brand/request-brand';
import { reloadEnv } from '@/lib/env';
import { apiRoute, type ApiContext } from '@/lib/http/api-route';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';

const { consumeLimit } = vi.hoisted(() => ({ consumeLimit: vi.fn() }));
vi.mock('@/lib/rate-limit', () => ({ consumeLimit }));

const context = { params: Promise.resolve({ id: '7' }) };
const request = (method: string, host = 'land.localhost:3000', path = '/api/test'): Request =>
  new Request(`http://${host}${path}`, { method, headers: { host, [PEER_HEADER]: peerStamp('127.0.0.1') } });

const get = vi.fn(async ({ brand, params, client }: ApiContext) => Response.json({ brand: brand.key, params, client }, { headers: { 'x-from': 'get' } }));
const post = vi.fn(async () => Response.json({ posted: true }, { status: 201 }));
const route = apiRoute({ handlers: { GET: get, POST: post } });

async function json(response: Response): Promise<unknown> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

beforeEach(() => {
  get.mockClear();
  post.mockClear();
  consumeLimit.mockReset();
  consumeLimit.mockResolvedValue({ allowed: true, remaining: 1 });
});

describe('apiRoute methods', () => {
  it('runs the handler of the method with brand, route params and client address', async () => {
    const response = await route.GET(request('GET'), context);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ brand: 'land', params: { id: '7' }, client: '127.0.0.1' });
    expect((await route.POST(request('POST'), context)).status).toBe(201);
  });

  it.each([['PUT'], ['PATCH'], ['DELETE']] as const)('answers %s with 405 JSON and the Allow list', async (method) => {
    const response = await route[method](request(method), context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(await json(response)).toEqual({ errors: ['Method not allowed'] });
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('answers OPTIONS with 204 and the Allow list', async () => {
    const response = await route.OPTIONS(request('OPTIONS'), context);
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it('answers HEAD by running GET, with its status and headers and no body', async () => {
    const response = await route.HEAD(request('HEAD'), context);
    expect(get).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-from')).toBe('get');
    expect(response.body).toBeNull();
  });

  it('allows neither HEAD nor GET on a route without a GET handler', async () => {
    const postOnly = apiRoute({ handlers: { POST: post } });
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await postOnly[method](request(method), context);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    }
  });
});

describe('apiRoute brand', () => {
  it('serves the brand of a <key>.localhost host in test mode', async () => {
    expect(await json(await route.GET(request('GET', 'farm.localhost:3000'), context))).toMatchObject({ brand: 'farm' });
    expect(await json(await route.GET(request('GET', 'rec.localhost'), context))).toMatchObject({ brand: 'rec' });
  });

  describe('in production mode', () => {
    const saved = process.env.APP_ENV;
    beforeEach(() => {
      process.env.APP_ENV = 'production';
      reloadEnv();
      resetHostRules();
    });
    afterEach(() => {
      if (saved === undefined) delete process.env.APP_ENV;
      else process.env.APP_ENV = saved;
      reloadEnv();
      resetHostRules();
    });

    it.each([['evil.example'], ['farm.localhost:3000'], ['127.0.0.1:3000']])('answers the unknown host %s with 404 "Unknown site"', async (host) => {
      const response = await route.GET(request('GET', host), context);
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ errors: ['Unknown site'] });
      expect(get).not.toHaveBeenCalled();
    });

    it('serves a configured brand hostname', async () => {
      const response = await route.GET(request('GET', 'fieldstead.com'), context);
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ brand: 'farm' });
    });
  });
});

describe('apiRoute errors', () => {
  const failing = (error: unknown) => apiRoute({ handlers: { GET: async () => Promise.reject(error) } });

  it('answers 400 when a cause of the error is a PostgreSQL data exception (22003)', async () => {
    const pgError = Object.assign(new Error('integer out of range'), { code: '22003' });
    const response = await failing(new Error('Failed query: select ...', { cause: pgError })).GET(request('GET'), context);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ errors: ['A value is outside what this field accepts'] });
  });

  it('answers 503 with Retry-After when the database connection dropped', async () => {
    const response = await failing(new Error('Connection terminated unexpectedly')).GET(request('GET'), context);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await json(response)).toEqual({ errors: ['The service is briefly unavailable'] });
  });

  it('answers 503 with Retry-After when the database cannot be reached at all', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [refused, new Error('Failed query: select 1', { cause: refused }), new AggregateError([refused, refused], 'connect failed')]) {
      const response = await failing(error).GET(request('GET'), context);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
    }
  });

  it('answers 503 with Retry-After when a bounded queue of expensive work refuses the request', async () => {
    const full = Object.assign(new Error('1 running and 64 waiting'), { name: 'QueueFullError' });
    const response = await failing(full).GET(request('GET'), context);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
  });

  it('answers any other error with 500 JSON and logs it without raw control characters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await failing(new Error('boom \u001b[31mred\u001b[0m\r\nforged line')).GET(request('GET', 'land.localhost', '/api/te\u001bst'), context);
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ errors: ['Something went wrong on our side'] });
      expect(body).not.toMatch(/boom|at |\.ts/);
      expect(log).toHaveBeenCalledTimes(1);
      const printed = log.mock.calls.flat().map(String).join(' ');
      expect(printed).toContain('boom');
      expect(printed).toContain('\\u001b[31m');
      expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    } finally {
      log.mockRestore();
    }
  });
});

describe('apiRoute rate limits', () => {
  const limitedRoute = apiRoute({ handlers: { GET: get }, limits: [{ name: 'logging', per: 'client' }, { name: 'loggingGlobal', per: 'global' }] });

  it('answers 429 with Retry-After before the handler runs', async () => {
    consumeLimit.mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 17 });
    const response = await limitedRoute.GET(request('GET'), context);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('17');
    expect(await json(response)).toEqual({ errors: ['Too many requests; try again shortly'] });
    expect(get).not.toHaveBeenCalled();
  });

  it('takes each limit per client address or globally, then runs the handler', async () => {
    const response = await limitedRoute.GET(request('GET'), context);
    expect(response.status).toBe(200);
    expect(consumeLimit.mock.calls).toEqual([['logging', '127.0.0.1'], ['loggingGlobal', 'all']]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('stops at the first limit that refuses', async () => {
    consumeLimit.mockResolvedValueOnce({ allowed: true, remaining: 3 }).mockResolvedValueOnce({ allowed: false, retryAfterSeconds: 2 });
    const response = await limitedRoute.GET(request('GET'), context);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(get).not.toHaveBeenCalled();
  });
});
