import type { Page } from '@playwright/test';
import { expect, test, type BrandKey } from './fixtures';
import { trackRequests } from './page-settle';

// The Content-Security-Policy must hold on every page kind of every brand: no violation, reported or
// logged, while each page loads and runs its client islands (map, carousels, autocomplete).

const pages: Record<BrandKey, string[]> = {
  land: ['/', '/texas-land-for-sale/', '/texas-land-for-sale/llano-county/', '/Texas', '/Llano-County-TX', '/land/', '/error/?eurl=/x/', '/no/such/page/'],
  farm: ['/', '/search/texas/', '/search/texas/llano-county/', '/search/all-land/', '/error/?eurl=/x/', '/no/such/page/'],
  rec: ['/', '/texas-land-for-sale', '/texas-land-for-sale/llano-county', '/land', '/error?eurl=/x/', '/no/such/page'],
};

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

test.describe('Content-Security-Policy', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('no page of the brand violates the policy', async ({ page, brand }) => {
    test.setTimeout(120_000);
    const fromConsole = await collectViolations(page);
    const requests = trackRequests(page);
    expect(pages[brand].length).toBeGreaterThan(4);
    for (const path of pages[brand]) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("default-src 'self'");
      await page.waitForLoadState('networkidle');
      // Scrolling brings lazy images, carousels and the map into view.
      await page.mouse.wheel(0, 2000);
      await requests.quiet();
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect(events, path).toEqual([]);
    }
    expect(fromConsole).toEqual([]);
  });

  test('the map draws under the policy (worker and style from this origin)', async ({ page, brand }) => {
    const fromConsole = await collectViolations(page);
    await page.goto({ land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' }[brand]);
    const map = page.locator('.maplibregl-canvas');
    await expect(map).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).toEqual([]);
    expect(fromConsole).toEqual([]);
  });
});
