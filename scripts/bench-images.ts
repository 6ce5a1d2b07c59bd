// `npm run bench:images [-- --url http://127.0.0.1:3000 --host land.localhost]`
// Against a running app: home page latency idle and while 8 clients request the largest images,
// then 1,000 distinct image requests and the size of the image cache against its cap
// (docs/images.md "Work budget"). Exits 1 when a budget is missed or an answer is a 5xx other than 503.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { imageFormats, imageQualities, type ImageRequest } from '../lib/images/params';
import { servedSizes } from '../lib/images/sizes';
import { latencySummary } from './percentile';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://127.0.0.1:3000' }, host: { type: 'string' } },
});
const base = new URL(values.url);
if (base.protocol !== 'http:') throw new Error('--url must be an http:// URL');
const agent = new http.Agent({ keepAlive: true });
const HOME_REQUESTS = 60;
const IMAGE_CLIENTS = 8;
const DISTINCT_IMAGES = 1000;
const LOAD_BUDGET = 3;
// Failure messages with how often each happened.
const failures = new Map<string, number>();
const fail = (message: string) => failures.set(message, (failures.get(message) ?? 0) + 1);
// Failures are grouped by route: `/` or `/resizedimages`.
const route = (pathname: string) => pathname.split('/').slice(0, 2).join('/') || '/';

/** GETs a path (with the --host Host header), drains the body and returns status and milliseconds. */
function get(pathname: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.get(
      { hostname: base.hostname, port: base.port || 80, path: pathname, agent, headers: values.host ? { host: values.host } : {} },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.setTimeout(120_000, () => request.destroy(new Error('no answer in 120 s')));
    request.on('error', (error) => {
      fail(`${route(pathname)}: ${error.message}`);
      resolve({ status: 0, ms: performance.now() - started });
    });
  }).then((answer) => {
    // 503 is the image service shedding load by design; any other 5xx is a failure.
    if (answer.status >= 500 && answer.status !== 503) fail(`${route(pathname)}: HTTP ${answer.status}`);
    return answer;
  });
}

async function homeLatency(): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < HOME_REQUESTS; i++) {
    const answer = await get('/');
    // A redirect or an error page would time the wrong thing.
    if (answer.status !== 200 && answer.status !== 0) fail(`/: HTTP ${answer.status} (check --url and --host)`);
    times.push(answer.ms);
  }
  return latencySummary(times);
}

const imagePath = (size: { height: number; width: number }, fit: ImageRequest['fit'], quality: number, format: string, id: number) =>
  `/resizedimages/${size.height}/${size.width}/${fit}/${quality}/${format}/1-${id}`;

const ms = (n: number) => `${n.toFixed(1)} ms`;

// (a) Idle, after a few requests that warm the server's caches.
for (let i = 0; i < 5; i++) await get('/');
const idle = await homeLatency();
console.log(`home idle (${HOME_REQUESTS} sequential): p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)}`);

// (b) Clients asking for the most expensive variant the service accepts, in rotating formats and
// documents so most of them miss the cache; (c) the home page meanwhile.
const largest = servedSizes.reduce((a, b) => (b.height * b.width > a.height * a.width ? b : a));
const formats = ['avif', ...imageFormats.filter((f) => f !== 'avif')];
const byStatus = new Map<number, number>();
let loading = true;
const clients = Array.from({ length: IMAGE_CLIENTS }, async (_, client) => {
  for (let n = 0; loading; n++) {
    const id = 1 + Math.floor(Math.random() * 2000);
    const { status } = await get(imagePath(largest, 'fill', 100, formats[(client + n) % formats.length] ?? 'avif', id));
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }
});
const loaded = await homeLatency();
loading = false;
await Promise.all(clients);
const ratio = loaded.p95 / idle.p95;
const statusCounts = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
console.log(`home with ${IMAGE_CLIENTS} clients on ${largest.height}x${largest.width} q100 images: p50 ${ms(loaded.p50)}, p95 ${ms(loaded.p95)}`);
console.log(`  p95 ratio to idle ${ratio.toFixed(2)} (budget: home p95 under load <= ${LOAD_BUDGET}x idle p95) ${ratio <= LOAD_BUDGET ? 'ok' : 'OVER'}`);
console.log(`  image answers by status: ${statusCounts || 'none'}`);

// (d) Distinct valid requests: every size x quality x format, each for another document.
const combos = servedSizes.flatMap((size) => imageQualities.flatMap((quality) => imageFormats.map((format) => ({ size, quality, format }))));
const distinct = Array.from({ length: DISTINCT_IMAGES }, (_, i) => {
  const combo = combos[i % combos.length] ?? { size: largest, quality: 80, format: 'webp' };
  return imagePath(combo.size, 'cover', combo.quality, combo.format, i + 1);
});
const distinctStatus = new Map<number, number>();
// Four at a time stays within the default queue (1 running + 8 waiting), so 503s here mean timeouts.
await Promise.all(Array.from({ length: 4 }, async () => {
  for (let next = distinct.pop(); next; next = distinct.pop()) {
    const { status } = await get(next);
    distinctStatus.set(status, (distinctStatus.get(status) ?? 0) + 1);
  }
}));

async function directoryBytes(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(entries.filter((e) => e.isFile()).map((e) => fs.stat(path.join(e.parentPath, e.name)).then((s) => s.size, () => 0)));
  return sizes.reduce((a, b) => a + b, 0);
}

const { IMAGE_CACHE_DIR, IMAGE_CACHE_MAX_BYTES } = env();
const cacheBytes = await directoryBytes(IMAGE_CACHE_DIR);
const mib = (n: number) => `${(n / 2 ** 20).toFixed(1)} MiB`;
console.log(`${DISTINCT_IMAGES} distinct images: ${[...distinctStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
console.log(`  ${IMAGE_CACHE_DIR}: ${mib(cacheBytes)} of ${mib(IMAGE_CACHE_MAX_BYTES)} (IMAGE_CACHE_MAX_BYTES) ${cacheBytes <= IMAGE_CACHE_MAX_BYTES ? 'ok' : 'OVER'}`);

agent.destroy();
for (const [failure, times] of failures) console.error(`failed ${times}x: ${failure}`);
if (failures.size > 0 || ratio > LOAD_BUDGET || cacheBytes > IMAGE_CACHE_MAX_BYTES) process.exit(1);
