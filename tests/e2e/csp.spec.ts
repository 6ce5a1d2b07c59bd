import { e2ePort, expect, test, type BrandKey } from './fixtures';
import { watchCsp } from './csp-watch';
import { trackRequests } from './page-settle';

// The Content-Security-Policy must hold on every page kind of every brand. Every test's page is watched
// for violations while it runs (fixtures.ts, csp-watch.ts), so each page any test opens, with its client
// islands (map, carousels, autocomplete, dialogs, forms), is checked; here: a walk through every page
// kind, that the watch sees a blocked load, and that the map draws under the policy.

const pages: Record<BrandKey, string[]> = {
  land: ['/', '/texas-land-for-sale/', '/texas-land-for-sale/llano-county/', '/Texas', '/Llano-County-TX', '/land/', '/error/?eurl=/x/', '/no/such/page/'],
  farm: ['/', '/search/texas/', '/search/texas/llano-county/', '/search/all-land/', '/error/?eurl=/x/', '/no/such/page/'],
  rec: ['/', '/texas-land-for-sale', '/texas-land-for-sale/llano-county', '/land', '/error?eurl=/x/', '/no/such/page'],
};

test.describe('Content-Security-Policy', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test.describe('on a phone', () => {
    // The desktop search map is drawn under the watch in every desktop search test, and below; at phone
    // width the walk costs a third of the CPU.
    test.use({ viewport: { width: 390, height: 844 } });

    test('no page of the brand violates the policy', async ({ page, brand }) => {
      test.setTimeout(120_000);
      const requests = trackRequests(page);
      expect(pages[brand].length).toBeGreaterThan(4);
      for (const path of pages[brand]) {
        const response = await page.goto(path);
        expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
        await page.waitForLoadState('networkidle');
        // Scrolling brings lazy images and carousels into view; the page fixture fails the test on a violation.
        await page.mouse.wheel(0, 2000);
        await requests.quiet();
      }
    });
  });

  test('the watch every test runs under sees a load the policy blocks', { tag: '@shared' }, async ({ browser, brand }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = await watchCsp(page);
    await page.goto(`http://${brand}.localhost:${e2ePort}/no/such/page/`);
    expect(watch.violations()).toEqual([]);
    // connect-src is this origin and the map hosts: a request elsewhere is refused before it leaves.
    await page.evaluate(() => fetch('https://blocked.example/').catch(() => null));
    await expect.poll(() => watch.violations().join('\n')).toContain('connect-src');
    await context.close();
  });

  test('the map draws under the policy (worker and style from this origin)', async ({ page, brand }) => {
    await page.goto({ land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' }[brand]);
    const map = page.locator('.maplibregl-canvas');
    await expect(map).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The page fixture fails the test on any violation the page had.
  });
});
