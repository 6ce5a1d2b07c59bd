import { test as base, expect, request as requestFactory, type APIRequestContext } from '@playwright/test';
import { SAVED_SEARCH_POPOVER_KEY } from '@/lib/search/saved-search-popover';
import { newClient } from './client-address';
import { watchCsp } from './csp-watch';

export type BrandKey = 'land' | 'farm' | 'rec';

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * Each Playwright project names its brand; tests read it to pick expectations.
 * Chromium resolves `*.localhost` to loopback, Node's resolver does not: API requests go to
 * 127.0.0.1 and carry the brand host in the Host header, as a browser would send it.
 */
export const test = base.extend<{ brand: BrandKey; request: APIRequestContext; savedSearchPopover: boolean }, { webgl: boolean }>({
  brand: ['land', { option: true }],
  // The saved-search popover (SPEC §4) opens on a visitor's first search page once its code has loaded,
  // over the bottom of the screen: a tap aimed at what was there a moment before can land on it. Each
  // test's browser is a visitor who saw it today, so it stays closed, unless the test is about it:
  // `test.use({ savedSearchPopover: true })` (saved-search-popover.spec.ts).
  savedSearchPopover: [false, { option: true }],
  context: async ({ context, savedSearchPopover }, use) => {
    if (!savedSearchPopover) {
      await context.addInitScript((key) => {
        try {
          window.localStorage.setItem(key, new Date().toISOString());
        } catch {
          // A page without storage (about:blank, a data: URL) shows no popover either.
        }
      }, SAVED_SEARCH_POPOVER_KEY);
    }
    await use(context);
  },
  // `test.use({ webgl: false })`: the spec's browser has WebGL turned off, as some visitors' browsers
  // do, so its maps show their note instead of drawing (docs/testing.md "Maps in the end-to-end tests").
  // Drawing a map in software is most of a desktop search page's cost to the browser, and the specs
  // whose subject is not the map need none of it; the map's own specs keep it. E2E_WEBGL=all draws the
  // maps in every spec.
  webgl: [true, { scope: 'worker', option: true }],
  launchOptions: [
    async ({ launchOptions, webgl }, use) => {
      const draw = webgl || process.env.E2E_WEBGL === 'all';
      await use(draw ? launchOptions : { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-3d-apis'] });
    },
    { scope: 'worker' },
  ],
  // Each test's browser is a visitor of its own (rate limits are per client address), as it would be
  // on the web: one test's page loads never spend another's allowance (the session check's, say).
  //
  // And no page a test opens breaks the Content-Security-Policy (csp-watch.ts): checked after the test.
  page: async ({ page, brand }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient(brand) });
    const csp = await watchCsp(page);
    await use(page);
    expect(csp.violations(), 'Content-Security-Policy violations while the test ran').toEqual([]);
  },
  request: async ({ brand }, use) => {
    const context = await requestFactory.newContext({
      baseURL: `http://127.0.0.1:${e2ePort}`,
      extraHTTPHeaders: { host: `${brand}.localhost:${e2ePort}` },
    });
    await use(context);
    await context.dispose();
  },
});
export { expect } from '@playwright/test';
