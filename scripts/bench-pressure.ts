// `npm run bench:pressure [-- --url http://127.0.0.1:3000 --host land.localhost --seconds 15]`
// Against a running app: the home page's latency idle, then while each of five floods runs (32 clients
// on sharing cards with made-up `?v=`, 20 on distinct search URLs, 20 logging in, 16 on flyers asking
// for gzip as browsers do, 16 on flyers asking for no compression), with
// the p95 ratio to idle beside each (budget: 3x, docs/platform.md "Expensive work is bounded").
// Each flood runs in a process of its own, at the lowest CPU priority, and connects from another
// loopback address (127.0.0.2), as another machine would: the visitor's answers are then not read
// behind the flood's in one event loop or on a core the flood holds, and the app's fair share between
// clients is what is measured.
// Start the app with RATE_LIMIT_SCALE=1000 so the per-address limits do not hide the work (every
// flooding client here is one address). Prints a table; exits 1 when an answer is a 5xx other than 503.
import { fork } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed';
import { latencySummary } from './percentile';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'land.localhost' },
    seconds: { type: 'string', default: '15' },
    /** Internal: run flood number N with these listing ids (the parent forks itself with it). */
    flood: { type: 'string' },
    ids: { type: 'string' },
  },
});
const base = new URL(values.url);
const host = values.host.includes(':') ? values.host : `${values.host}:${base.port || 80}`;
const seconds = Number(values.seconds);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const BUDGET = 3;
const FLOOD_ADDRESS = '127.0.0.2';

interface Answer { status: number; ms: number; body: string }

function send(method: 'GET' | 'POST', path: string, options: { body?: string; from?: string; raw?: boolean } = {}): Promise<Answer> {
  const { body, from, raw } = options;
  const encoding = from && !raw ? { 'accept-encoding': 'gzip' } : {};
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      { hostname: base.hostname, port: base.port || 80, path, method, agent, localAddress: from, headers: { host, ...encoding, ...(body ? { 'content-type': 'application/json', origin: `http://${host}` } : {}) } },
      (response) => {
        // A flooding client only drains its answers: keeping them is not the work being measured.
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          if (!from) chunks.push(chunk);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('no answer in 60 s')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(body);
  });
}

const failed = (status: number) => status === 0 || (status >= 500 && status !== 503);

interface Flood {
  name: string;
  clients: number;
  path: (client: number, n: number, ids: number[]) => string;
  body?: string;
  /** Ask for answers without compression (browsers and crawlers ask for gzip; a flood may not). */
  raw?: boolean;
}

const floods: Flood[] = [
  { name: 'sharing cards, made-up ?v=', clients: 32, path: (c, n, ids) => `/api/og/listing/${pick(ids, c, n)}?v=${c}x${n}` },
  { name: 'distinct search URLs', clients: 20, path: (c, n) => `/texas-land-for-sale/?priceMin=${1000 + c * 100_000 + n}` },
  { name: 'logins', clients: 20, path: () => '/api/account/login', body: JSON.stringify({ email: demoEmails.buyer, password: DEMO_PASSWORD }) },
  { name: 'flyers', clients: 16, path: (c, n, ids) => `/flyer/${pick(ids, c, n)}/` },
  { name: 'flyers, uncompressed', clients: 16, path: (c, n, ids) => `/flyer/${pick(ids, c, n)}/`, raw: true },
];

function pick(ids: number[], client: number, n: number): number {
  return ids[(client * 7 + n) % ids.length] as number;
}

/** In the child: runs one flood for `seconds`, then reports its answers' statuses to the parent. */
async function runFlood(flood: Flood, ids: number[]): Promise<void> {
  const ends = performance.now() + seconds * 1000;
  const counts: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: flood.clients }, async (_, client) => {
      for (let n = 0; performance.now() < ends; n++) {
        const { status } = await send(flood.body ? 'POST' : 'GET', flood.path(client, n, ids), { body: flood.body, from: FLOOD_ADDRESS, raw: flood.raw });
        counts[status] = (counts[status] ?? 0) + 1;
      }
    }),
  );
  process.send?.(counts, () => process.exit(0));
}

/** Home page latencies, one request after another, until `until()` says stop (at least 20). */
async function homeSamples(until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < 20 || !until()) {
    const answer = await send('GET', '/');
    if (failed(answer.status)) throw new Error(`the home page answered ${answer.status}`);
    samples.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

async function underFlood(index: number, ids: number[]) {
  const child = fork(process.argv[1] as string, [...process.argv.slice(2), '--flood', String(index), '--ids', ids.join(',')], { execArgv: process.execArgv });
  // The flood's own CPU (parsing 40 MB/s of answers) is another machine's in real life: here it gets
  // what the app and the visitor leave over, so it cannot slow the app by starving it of a core.
  if (child.pid !== undefined) os.setPriority(child.pid, 19);
  const counts = new Promise<Record<string, number>>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Record<string, number>));
    child.once('exit', (code) => reject(new Error(`flood process exited with ${code}`)));
  });
  let done = false;
  void counts.finally(() => (done = true)).catch(() => {});
  const samples = await homeSamples(() => done);
  const statuses = await counts;
  const { p50, p95 } = latencySummary(samples);
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const failures = Object.entries(statuses).filter(([status]) => failed(Number(status))).reduce((a, [, c]) => a + c, 0);
  return { p50, p95, requests, failures, statuses: Object.entries(statuses).map(([s, c]) => `${s}: ${c}`).join(', ') };
}

async function main(): Promise<number> {
  // Listing ids from a search page, for cards and flyers.
  const search = await send('GET', '/texas-land-for-sale/');
  const ids = [...new Set([...search.body.matchAll(/href="\/property\/[^"]*?\/(\d+)\/"/g)].map((m) => Number(m[1])))];
  if (ids.length === 0) throw new Error('no listing links on /texas-land-for-sale/: is the app seeded and is --host a land brand?');

  // Warm first (a fresh server compiles and fills caches on its first answers), then measure idle.
  for (let i = 0; i < 20; i++) await send('GET', '/');
  const idle = latencySummary(await homeSamples(() => true));
  console.log(`home page on http://${host}/ (via ${values.url}), ${seconds} s per flood; idle p50 ${idle.p50.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms`);
  console.log('flood | clients | requests | statuses | home p50 ms | home p95 ms | p95 / idle');
  let over = 0;
  let failures = 0;
  for (const [index, flood] of floods.entries()) {
    const result = await underFlood(index, ids);
    const ratio = result.p95 / idle.p95;
    if (ratio > BUDGET) over++;
    failures += result.failures;
    console.log(`${flood.name} | ${flood.clients} | ${result.requests} | ${result.statuses} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${ratio.toFixed(1)}x${ratio > BUDGET ? ' (over budget)' : ''}`);
  }
  console.log(`${over} of ${floods.length} floods over the ${BUDGET}x budget; ${failures} failed answers (no answer or a 5xx other than 503)`);
  return failures === 0 ? 0 : 1;
}

if (values.flood !== undefined) {
  const flood = floods[Number(values.flood)];
  if (!flood) throw new Error(`no flood ${values.flood}`);
  await runFlood(flood, (values.ids ?? '').split(',').map(Number));
} else {
  const code = await main();
  agent.destroy();
  process.exit(code);
}
