import http from 'node:http';
import autocannon from 'autocannon';
import { percentile } from '../percentile';

// One page under load (autocannon) or asked once (node:http, which keeps our Host header), with the
// figures bench-http prints: throughput, latency percentiles, failures and the cache headers answered.

export interface LoadFigures {
  responses: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts plus answers that are not 2xx. */
  failures: number;
  statuses: Record<string, number>;
  /** Every value of these response headers seen ('-' for none). */
  nextCache: Set<string>;
  cacheControl: Set<string>;
}

export interface PageRequest {
  origin: URL;
  path: string;
  /** Host header with port, e.g. land.localhost:3000. */
  host: string;
}

function headerValue(value: string | string[] | undefined): string {
  return value === undefined ? '-' : Array.isArray(value) ? value.join(', ') : value;
}

/** Headers as autocannon hands them over: names as the server wrote them. */
function lowerCased(headers: Record<string, string | string[] | undefined>): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Cold mode: the path of each request, every one distinct (`path` is then only the first). */
  nextPath?: () => string;
  /** The Accept-Encoding a browser sends, for a run of compressed answers (none: answers as they are). */
  acceptEncoding?: string;
}

export async function loadPage({ origin, path, host }: PageRequest, { connections, seconds, nextPath, acceptEncoding }: LoadOptions): Promise<LoadFigures> {
  const latencies: number[] = [];
  const nextCache = new Set<string>();
  const cacheControl = new Set<string>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(path, origin).toString(),
        connections,
        duration: seconds,
        timeout: 10,
        headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        requests: [
          {
            method: 'GET',
            path,
            ...(nextPath ? { setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }) } : {}),
            onResponse: (_status, _body, _context, headers) => {
              const named = lowerCased(headers ?? {});
              nextCache.add(headerValue(named['x-nextjs-cache']));
              cacheControl.add(headerValue(named['cache-control']));
            },
          },
        ],
      },
      (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]));
  return {
    responses: latencies.length,
    perSecond: latencies.length / (result.duration || seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.errors + result.non2xx,
    statuses,
    nextCache,
    cacheControl,
  };
}

export interface SingleAnswer {
  status: number;
  /** From sending the request to the last byte of the body. */
  ms: number;
  nextCache: string;
  cacheControl: string;
}

/** One GET with exactly this Host header (fetch would replace it), timed to the end of the body. */
export function requestOnce({ origin, path, host }: PageRequest, timeoutMs = 60_000): Promise<SingleAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: origin.hostname, port: origin.port || 80, path, headers: { host }, setHost: false, agent: false, timeout: timeoutMs }, (response) => {
      response.on('data', () => undefined);
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          nextCache: headerValue(response.headers['x-nextjs-cache']),
          cacheControl: headerValue(response.headers['cache-control']),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${host}${path} within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}
