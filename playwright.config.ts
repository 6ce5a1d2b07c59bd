import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

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
process.env.E2E_DB_PORT ??= freePortSync();
const port = Number(process.env.E2E_PORT);
const brands = ['land', 'farm', 'rec'] as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  // After every brand's project: reports/preview/index.html shows the preview screenshots side by side.
  globalTeardown: './tests/e2e/preview-index.ts',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // One project per brand, each on its own host (Chromium resolves *.localhost to loopback).
  projects: brands.map((brand) => ({
    name: brand,
    use: { ...devices['Desktop Chrome'], baseURL: `http://${brand}.localhost:${port}`, brand },
  })),
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/robots.txt`,
    timeout: 900_000,
    // E2E_REUSE_SERVER=1 with E2E_PORT runs the tests against a server already started the same way.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    env: {
      PORT: String(port),
      APP_ENV: 'test',
      PGLITE_PORT: process.env.E2E_DB_PORT,
      PGLITE_DATA_DIR: './data-e2e/pglite',
      MEDIA_DIR: './data-e2e/media',
      IMAGE_CACHE_DIR: './data-e2e/cache/images',
      // Tests speak for many fake clients through X-Forwarded-For (rate limits are per client address).
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  },
});
