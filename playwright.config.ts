import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const brands = ['land', 'farm', 'rec'] as const;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
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
    url: `http://127.0.0.1:${port}/brand-assets/land/manifest.webmanifest`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      APP_ENV: 'test',
      PGLITE_PORT: String(port + 2339),
      PGLITE_DATA_DIR: './data-e2e/pglite',
      MEDIA_DIR: './data-e2e/media',
    },
  },
});
