// `npm run bench:http [-- --url http://127.0.0.1:3000 | --start [--database-url postgres://...]]
//   [--connections 20 --seconds 15 --cold-seconds 5 --brand land,farm --page home,landing,search,detail,directory,profile,sitemap,finance --markdown]`
// `npm run bench:http -- --cold [--requests 40 --seconds 10 --brand ... --page search,detail]`: cold mode,
// every request a URL no one asked for yet, beside the bare reference app (scripts/bench/cold-mode.ts).
// Page throughput and latency (DESIGN §6: TTFB p95 <= 150 ms at 20 concurrent clients, warm; cold
// figures beside) for home, the Texas landing page (main land site only), the Texas search and a
// listing page (the search's first placard) of every brand. Per page: the first request alone, then
// `--cold-seconds` of load (cold: the first requests after start, and the warm-up), then `--seconds`
// of load (warm). Prints the figures with the
// x-nextjs-cache and cache-control headers answered; exits 1 on any error, timeout or non-2xx answer.
// With --start it starts its own app (as `npm run fuzz` does) in ./data-bench on the embedded database,
// or with --database-url on that PostgreSQL server (migrated and seeded on first start).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApp, type StartedApp } from '../tests/fuzz/start-app';
import { loadPage, requestOnce, type LoadFigures, type PageRequest, type SingleAnswer } from './bench/http-load';
import { runColdMode } from './bench/cold-mode';
import { htmlFrom } from './bench/http-get';
import { resolveDetailPaths, selectTargets, type PageTarget } from './bench/page-targets';
import { ms, textTable, type Cell } from './bench/text-table';
import { waitForApp } from './bench/wait-for-app';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    start: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string' },
    'cold-seconds': { type: 'string', default: '5' },
    brand: { type: 'string' },
    page: { type: 'string' },
    markdown: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    requests: { type: 'string', default: '40' },
  },
});

const connections = Number(values.connections);
const seconds = Number(values.seconds ?? (values.cold ? 10 : 15));
const coldSeconds = Number(values['cold-seconds']);
const requests = Number(values.requests);
if (![connections, seconds, coldSeconds, requests].every((n) => Number.isSafeInteger(n) && n > 0)) {
  console.error('--connections, --seconds, --cold-seconds and --requests take whole numbers above 0');
  process.exit(2);
}
if (values['database-url'] && !values.start) {
  console.error('--database-url is for the app --start starts; a running app (--url) has its own database');
  process.exit(2);
}
const targets = values.cold ? [] : selectTargets({ brand: values.brand, page: values.page });

interface Measured {
  target: PageTarget;
  first: SingleAnswer;
  cold: LoadFigures;
  warm: LoadFigures;
}

async function measure(origin: URL): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const target of await resolveDetailPaths(targets, htmlFrom(origin))) {
    const request: PageRequest = { origin, path: target.path, host: `${target.host}:${origin.port || 80}` };
    process.stdout.write(`${target.brand} ${target.page} http://${request.host}${target.path}: `);
    const first = await requestOnce(request);
    const cold = await loadPage(request, { connections, seconds: coldSeconds });
    const warm = await loadPage(request, { connections, seconds });
    console.log(`first ${first.status} in ${Math.round(first.ms)} ms, cold ${cold.perSecond.toFixed(1)}/s, warm ${warm.perSecond.toFixed(1)}/s`);
    measured.push({ target, first, cold, warm });
  }
  return measured;
}

const joined = (values: Set<string>) => [...values].join(' / ');
const firstFailed = (m: Measured) => (m.first.status >= 200 && m.first.status < 300 ? 0 : 1);
const failed = (m: Measured) => firstFailed(m) + m.cold.failures + m.warm.failures;

function report(measured: readonly Measured[]): string {
  const header = ['brand', 'page', 'run', 'first ms', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors/non-2xx', 'x-nextjs-cache', 'cache-control'];
  const row = (m: Measured, run: 'cold' | 'warm'): Cell[] => {
    const f = m[run];
    const first = run === 'cold' ? ms(m.first.ms) : '-';
    const failures = f.failures + (run === 'cold' ? firstFailed(m) : 0);
    const nextCache = run === 'cold' ? joined(new Set([m.first.nextCache, ...f.nextCache])) : joined(f.nextCache);
    const cacheControl = run === 'cold' ? joined(new Set([m.first.cacheControl, ...f.cacheControl])) : joined(f.cacheControl);
    return [m.target.brand, m.target.page, run, first, Number(f.perSecond.toFixed(1)), ms(f.p50), ms(f.p95), ms(f.p99), failures, nextCache, cacheControl];
  };
  return textTable(header, measured.flatMap((m) => [row(m, 'cold'), row(m, 'warm')]), { markdown: values.markdown });
}

function describeDatabase(): string {
  if (!values.start) return 'the running app\'s database';
  const url = values['database-url'];
  if (!url) return 'the embedded database (PGlite)';
  const server = new URL(url);
  return `PostgreSQL at ${server.hostname}:${server.port || 5432}${server.pathname}`;
}

let app: StartedApp | undefined;
const stop = async () => app?.stop();
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  let origin: URL;
  if (values.start) {
    // The started app gets exactly the database asked for, never one from the caller's environment.
    if (values['database-url']) process.env.DATABASE_URL = values['database-url'];
    else delete process.env.DATABASE_URL;
    const dataDir = path.resolve(import.meta.dirname, '..', 'data-bench');
    console.log(`Starting the app in ${path.relative(process.cwd(), dataDir)} on ${describeDatabase()} (the first start builds and seeds: minutes; output in data-bench/app.log)`);
    app = await startApp(dataDir);
    origin = app.origin;
  } else {
    origin = new URL(values.url);
    await waitForApp(origin);
  }
  if (values.cold) {
    console.log(`${origin.origin}, ${describeDatabase()}: per page ${requests} distinct URLs by 1 client, ${seconds} s of distinct URLs and ${seconds} s of one URL by ${connections} clients\n`);
    const failures = await runColdMode(origin, { brand: values.brand, page: values.page, connections, seconds, requests, markdown: values.markdown });
    console.log(failures === 0 ? 'OK: no errors' : `FAILED: ${failures} requests without a 2xx answer`);
    await stop();
    process.exit(failures === 0 ? 0 : 1);
  }
  console.log(`${connections} clients on ${origin.origin}, ${describeDatabase()}: per page the first request, ${coldSeconds} s cold, ${seconds} s warm\n`);
  const measured = await measure(origin);
  console.log(`\n${report(measured)}\n`);
  for (const m of measured.filter((m) => failed(m) > 0)) {
    const statuses = (f: LoadFigures) => Object.entries(f.statuses).map(([code, count]) => `${code}: ${count}`).join(', ');
    console.log(`${m.target.brand} ${m.target.page}: first ${m.first.status}; cold ${statuses(m.cold)}; warm ${statuses(m.warm)}`);
  }
  const failures = measured.reduce((sum, m) => sum + failed(m), 0);
  console.log(failures === 0 ? 'OK: no errors' : `FAILED: ${failures} requests without a 2xx answer`);
  await stop();
  process.exit(failures === 0 ? 0 : 1);
} catch (error) {
  console.error(error);
  await stop();
  process.exit(2);
}
