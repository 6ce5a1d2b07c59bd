// `npm run fuzz [-- --requests 10000 --seed N --brand land,farm --url http://127.0.0.1:3000 --replay file.json]`
// Sends generated requests (tests/fuzz/requests.ts) to every brand and fails on any 5xx, hang or broken
// connection. Without --url it starts its own app on free ports with ./data-fuzz (docs/fuzzing.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fuzzBrands } from '../tests/fuzz/fuzz-brands';
import { fuzzRequestSchema, type FuzzRequest } from '../tests/fuzz/fuzz-request';
import { failureReport, summarize, summaryTable, type BrandSummary } from '../tests/fuzz/fuzz-summary';
import { generateRequests } from '../tests/fuzz/requests';
import { isRefused, runRequests, type FuzzOutcome } from '../tests/fuzz/run-requests';
import { appAnswers, startApp, type StartedApp } from '../tests/fuzz/start-app';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    brand: { type: 'string' },
    url: { type: 'string' },
    replay: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    timeout: { type: 'string', default: '5000' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const perBrand = Number(values.requests.replace(/[_,]/g, ''));
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const concurrency = Number(values.concurrency);
const timeoutMs = Number(values.timeout);
if (![perBrand, seed, concurrency, timeoutMs].every(Number.isSafeInteger)) {
  console.error('--requests, --seed, --concurrency and --timeout take whole numbers');
  process.exit(2);
}
const brands = fuzzBrands().filter((b) => !values.brand || values.brand.split(',').includes(b.key));
if (brands.length === 0) {
  console.error(`--brand names none of: ${fuzzBrands().map((b) => b.key).join(', ')}`);
  process.exit(2);
}

/** The requests of this run: a saved failure file, or `perBrand` generated requests per brand. */
function workload(): { label: string; requests: FuzzRequest[] }[] {
  if (values.replay) return [{ label: 'replay', requests: fuzzRequestSchema.array().parse(JSON.parse(fs.readFileSync(values.replay, 'utf8'))) }];
  return brands.map((brand) => ({ label: brand.key, requests: generateRequests(brand, perBrand, seed) }));
}

/** Refused connections in a row that mean the app has gone away rather than failed one request. */
const GONE_AFTER = 20;

async function fuzz(origin: URL): Promise<BrandSummary[]> {
  const summaries: BrandSummary[] = [];
  const gone = new AbortController();
  let refusedInARow = 0;
  for (const { label, requests } of workload()) {
    const started = Date.now();
    const outcomes = await runRequests(origin, requests, {
      concurrency,
      timeoutMs,
      signal: gone.signal,
      onOutcome: (outcome, done) => {
        refusedInARow = isRefused(outcome) ? refusedInARow + 1 : 0;
        if (refusedInARow === GONE_AFTER) gone.abort();
        if (done % 1000 === 0) console.log(`  ${label}: ${done}/${requests.length} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      },
    });
    summaries.push(summarize(label, outcomes));
    if (gone.signal.aborted) {
      console.error(`\n${origin.origin} refused ${GONE_AFTER} connections in a row: the app stopped; the figures below are incomplete.`);
      break;
    }
  }
  return summaries;
}

function saveFailures(failures: readonly FuzzOutcome[]): string {
  const file = path.join(root, 'reports', values.replay ? 'fuzz-failures-replay.json' : `fuzz-failures-seed-${seed}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(failures.map((f) => f.request), null, 1)}\n`);
  return path.relative(process.cwd(), file);
}

let app: StartedApp | undefined;
const stop = async () => app?.stop();
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  if (!values.url) console.log('Starting the app in ./data-fuzz (the first start builds and seeds: minutes; output in data-fuzz/app.log)');
  const origin = values.url ? new URL(values.url) : (app = await startApp(path.join(root, 'data-fuzz'))).origin;
  if (!(await appAnswers(origin))) throw new Error(`${origin.origin} does not answer /brand-assets/land/manifest.webmanifest: is the app running?`);
  console.log(values.replay ? `Replaying ${values.replay} against ${origin.origin}` : `Fuzzing ${origin.origin}: ${perBrand} requests per brand, seed ${seed}, concurrency ${concurrency}, timeout ${timeoutMs} ms`);
  const summaries = await fuzz(origin);
  const failures = summaries.flatMap((s) => s.failures);
  console.log(`\n${summaryTable(summaries)}\n`);
  if (failures.length > 0) {
    console.log(`${failures.length} failures (5xx, no answer within ${timeoutMs} ms, or a broken connection):\n${failureReport(failures, origin.origin)}\n`);
    const file = saveFailures(failures);
    console.log(`Saved to ${file}; send them again with: npm run fuzz -- --url ${origin.origin} --replay ${file}`);
    if (app) console.log(`The app's errors and stacks are in ${path.relative(process.cwd(), app.logFile)}.`);
  } else {
    console.log('No failures.');
  }
  if (!values.replay) console.log(`Same requests again: --seed ${seed}${values.brand ? ` --brand ${values.brand}` : ''} --requests ${perBrand}`);
  await stop();
  process.exit(failures.length > 0 ? 1 : 0);
} catch (error) {
  console.error(error);
  await stop();
  process.exit(2);
}
