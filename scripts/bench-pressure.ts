// `npm run bench:pressure [-- --url http://127.0.0.1:3000 --host land.localhost --seconds 15]`
// Against a running app: the home page's latency idle, then while each of four floods runs (32 clients
// on sharing cards with made-up `?v=`, 20 on distinct search URLs, 20 logging in, 16 on flyers), with
// the p95 ratio to idle beside each (budget: 3x, docs/platform.md "Expensive work is bounded").
// Start the app with RATE_LIMIT_SCALE=1000 so the per-address limits do not hide the work (every
// client here is one address). Prints a table; exits 1 when an answer is a 5xx other than 503.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed';
import { latencySummary } from './percentile';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'land.localhost' },
    seconds: { type: 'string', default: '15' },
  },
});
const base = new URL(values.url);
const host = values.host.includes(':') ? values.host : `${values.host}:${base.port || 80}`;
const seconds = Number(values.seconds);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const BUDGET = 3;
let failures = 0;

interface Answer { status: number; ms: number; body: string }

function send(method: 'GET' | 'POST', path: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const request = http.request(
      { hostname: base.hostname, port: base.port || 80, path, method, agent, headers: { host, ...(body ? { 'content-type': 'application/json', origin: `http://${host}` } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('no answer in 60 s')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(body);
  }).then((answer) => {
    if (answer.status === 0 || (answer.status >= 500 && answer.status !== 503)) failures++;
    return answer;
  });
}

/** Home page latencies, one request after another, until `until()` says stop (at least 20). */
async function homeSamples(until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (samples.length < 20 || !until()) {
    samples.push((await send('GET', '/')).ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

interface Flood { name: string; clients: number; request: (client: number, n: number) => Promise<Answer> }

async function underFlood(flood: Flood): Promise<{ p50: number; p95: number; requests: number; statuses: string }> {
  const ends = performance.now() + seconds * 1000;
  const over = () => performance.now() >= ends;
  const counts = new Map<number, number>();
  const clients = Array.from({ length: flood.clients }, async (_, client) => {
    for (let n = 0; !over(); n++) {
      const { status } = await flood.request(client, n);
      counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  });
  const samples = await homeSamples(over);
  await Promise.all(clients);
  const { p50, p95 } = latencySummary(samples);
  const requests = [...counts.values()].reduce((a, b) => a + b, 0);
  return { p50, p95, requests, statuses: [...counts].sort().map(([s, c]) => `${s}: ${c}`).join(', ') };
}

// Listing ids from a search page, for cards and flyers.
const search = await send('GET', '/texas-land-for-sale/');
const ids = [...new Set([...search.body.matchAll(/href="\/property\/[^"]*?\/(\d+)\/"/g)].map((m) => Number(m[1])))];
if (ids.length === 0) throw new Error('no listing links on /texas-land-for-sale/: is the app seeded and is --host a land brand?');
const pick = (client: number, n: number) => ids[(client * 7 + n) % ids.length];

const floods: Flood[] = [
  { name: 'sharing cards, made-up ?v=', clients: 32, request: (c, n) => send('GET', `/api/og/listing/${pick(c, n)}?v=${c}x${n}`) },
  { name: 'distinct search URLs', clients: 20, request: (c, n) => send('GET', `/texas-land-for-sale/?priceMin=${1000 + c * 100_000 + n}`) },
  { name: 'logins', clients: 20, request: () => send('POST', '/api/account/login', JSON.stringify({ email: demoEmails.buyer, password: DEMO_PASSWORD })) },
  { name: 'flyers', clients: 16, request: (c, n) => send('GET', `/flyer/${pick(c, n)}/`) },
];

// Warm first (a fresh server compiles and fills caches on its first answers), then measure idle.
for (let i = 0; i < 20; i++) await send('GET', '/');
const idle = latencySummary(await homeSamples(() => true));
console.log(`home page on http://${host}/ (via ${values.url}), ${seconds} s per flood; idle p50 ${idle.p50.toFixed(1)} ms, p95 ${idle.p95.toFixed(1)} ms`);
console.log('flood | clients | requests | statuses | home p50 ms | home p95 ms | p95 / idle');
let over = 0;
for (const flood of floods) {
  const result = await underFlood(flood);
  const ratio = result.p95 / idle.p95;
  if (ratio > BUDGET) over++;
  console.log(`${flood.name} | ${flood.clients} | ${result.requests} | ${result.statuses} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${ratio.toFixed(1)}x${ratio > BUDGET ? ' (over budget)' : ''}`);
}
console.log(`${over} of ${floods.length} floods over the ${BUDGET}x budget; ${failures} failed answers (no answer or a 5xx other than 503)`);
agent.destroy();
process.exit(failures === 0 ? 0 : 1);
