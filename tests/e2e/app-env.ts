/**
 * The environment of the app the end-to-end tests run against (`node scripts/start.mjs`): the one
 * Playwright's webServer starts (playwright.config.ts) and the one `npm test` starts ahead of the
 * end-to-end step (scripts/e2e-app.ts), so that both are the same app.
 */
export function e2eAppEnv(port: string, databasePort: string): Record<string, string> {
  return {
    PORT: port,
    APP_ENV: 'test',
    PGLITE_PORT: databasePort,
    PGLITE_DATA_DIR: './data-e2e/pglite',
    MEDIA_DIR: './data-e2e/media',
    IMAGE_CACHE_DIR: './data-e2e/cache/images',
    // Tests speak for many fake clients through X-Forwarded-For (rate limits are per client address).
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // Every browser and worker of the suite is one address: the fair share between clients
    // (lib/http/fair-share.ts, tested on its own) would make them wait for each other.
    REQUESTS_PER_CLIENT: '64',
    // One app process: a page's second request is then a cache hit, which tests check. Several
    // processes on one port are tested on their own (tests/servers/app-processes.test.ts).
    WEB_CONCURRENCY: '1',
  };
}

/** The path whose answer says the app is up: Playwright's webServer waits for it. */
export const E2E_READY_PATH = '/robots.txt';
