import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { siteBrands } from './lib/brand/registry';
import { E2E_READY_PATH, e2eAppEnv } from './tests/e2e/app-env';

/**
 * Every server the tests start takes a free port, so `npm test` runs beside a running `npm start`.
 * The config is loaded again in each worker process, which inherits the environment: the ports are
 * chosen once, in the runner, and kept in E2E_PORT / E2E_DB_PORT.
 */
function freePortSync(): string {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
process.env.E2E_PORT ??= freePortSync();
const databasePort = (process.env.E2E_DB_PORT ??= freePortSync());
const port = Number(process.env.E2E_PORT);
// `npm test` sets E2E_SUITE: one retry, so that a flake shows itself (scripts/test-summary.mjs reports
// it by name and fails the run), and a JSON report for that summary.
const suite = process.env.E2E_SUITE === '1' || Boolean(process.env.CI);
const BLOCKED_MAP_HOSTS = ['tiles.openfreemap.org', 'basemap.nationalmap.gov'].map((host) => `MAP ${host} ~NOTFOUND`).join(', ');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two, one per core: a third worker finished the run sooner (9:47 against 11:14) but slowed the app
  // enough for lazily loaded panels to miss their waits (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: suite ? 1 : 0,
  // A test.only left in a spec would silently run one test: refused (E2E_ALLOW_ONLY=1 while debugging).
  forbidOnly: process.env.E2E_ALLOW_ONLY !== '1',
  timeout: 60_000,
  // An assertion waits up to 10 s for the page to get there (Playwright's default is 5 s). Two browsers,
  // the app and its database share the two cores: on a busy day (the run of 2026-11-26 took 1.7x the
  // time of the day before) a client navigation's cold render alone took over 5 s. Speed is held by the
  // benches (npm run bench:*), not by these waits.
  expect: { timeout: 10_000 },
  reporter: suite ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  // After every brand's project: reports/preview/index.html shows the preview screenshots side by side.
  globalTeardown: './tests/e2e/preview-index.ts',
  use: {
    // Recording a trace costs every test time; a failed test is run again with one (the suite's one
    // retry), which is the trace to read.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell, the same Chromium build without the
      // desktop browser's UI layers): what Playwright itself runs headless. Against Debian's full
      // `chromium` in its new headless mode, the same tests used 13-14% less CPU (browser process 10-16 s
      // -> 6-8 s per spec file) with identical results. CHROMIUM_PATH picks another build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // The public base maps (lib/map/base-layers.ts) fail at once, as on a machine without internet, and
      // the same on every machine: tests that want them serve fixture tiles (tests/e2e/base-maps.spec.ts).
      // `--js-flags=--max-opt=1`: V8 stops at its baseline compiler (Sparkplug), without the optimizing
      // tiers, whose background compiles pay off only for pages that live longer than a test's: the
      // desktop Texas search page (list and map) took 6.1 CPU-s per load instead of 6.8, the phone one 1.5
      // instead of 1.7 (eight loads each, interleaved). Behaviour is the same; Lighthouse runs its own
      // Chromium with defaults.
      args: ['--no-sandbox', '--js-flags=--max-opt=1', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--host-resolver-rules=${BLOCKED_MAP_HOSTS}`],
    },
  },
  // One project per brand that serves pages (brands/<key>/brand.json, in siteId order), each on its own
  // host (Chromium resolves *.localhost to loopback): a new brand folder is tested with nothing added here.
  //
  // Tests tagged @shared check code that is the same on every brand (a carousel's keys, an API's
  // validation, account tokens): they run on the main brand only (docs/testing.md "@shared").
  projects: [...siteBrands()].sort((a, b) => a.siteId - b.siteId).map(({ key: brand }, index) => ({
    name: brand,
    use: { ...devices['Desktop Chrome'], baseURL: `http://${brand}.localhost:${port}`, brand },
    ...(index === 0 ? {} : { grepInvert: /@shared/ }),
  })),
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}${E2E_READY_PATH}`,
    timeout: 900_000,
    // E2E_REUSE_SERVER=1 with E2E_PORT runs the tests against a server already started the same way
    // (`npm test` starts it ahead of the end-to-end step: scripts/e2e-app.ts).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    env: e2eAppEnv(String(port), databasePort),
  },
});
