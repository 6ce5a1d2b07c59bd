import { fuzzBrand } from '../fuzz/fuzz-brands';
import { failureReport } from '../fuzz/fuzz-summary';
import { generateRequests } from '../fuzz/requests';
import { isFailure, runRequests } from '../fuzz/run-requests';
import { e2ePort, expect, test } from './fixtures';

// A fixed-seed slice of `npm run fuzz` (docs/fuzzing.md): malformed paths, hosts, methods, search
// criteria in URLs and API bodies. Each brand's project sends its own slice: 700 requests, which
// keeps `npm test` within its 30 minutes on a busy 2-core machine (2,000 took 55-65 s per brand beside
// the browser tests, 1,200 took 29-42 s); `npm run fuzz` sends the whole corpus.

const SLICE = 700;
const SEED = 20_260_301;
const origin = new URL(`http://127.0.0.1:${e2ePort}`);

test('no malformed path, host, method, criterion or API body gets a 5xx or hangs', async ({ brand }) => {
  // About 12 s alone at two requests at a time; up to three times that beside the browser tests.
  test.setTimeout(180_000);
  const requests = generateRequests(fuzzBrand(brand), SLICE, SEED);
  expect(requests).toHaveLength(SLICE);
  const outcomes = await runRequests(origin, requests, { concurrency: 2, timeoutMs: 5000 });
  expect(outcomes).toHaveLength(SLICE);
  const failures = outcomes.filter(isFailure);
  expect(failures.length, failureReport(failures, origin.origin)).toBe(0);
});
