import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test, type BrandKey } from './fixtures';
import { settlePage, waitForStillFrames } from './page-settle';
import { previewFile, type PreviewKind } from './preview-pages';

// Screenshots of every brand's main page kinds for review (docs/preview.md): reports/preview/<brand>/,
// shown side by side by reports/preview/index.html (written by tests/e2e/preview-index.ts).

const texasSearch: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
const unknownPath: Record<BrandKey, string> = { land: '/no/such/page/', farm: '/no/such/page/', rec: '/no/such/page' };

/** Opens a path and waits for the network to rest; the response's status is the first check. */
async function open(page: Page, target: string, status: number): Promise<void> {
  const response = await page.goto(target, { waitUntil: 'networkidle' });
  expect(response?.status(), `status of ${target}`).toBe(status);
}

async function capture(page: Page, testInfo: TestInfo, brand: BrandKey, kind: PreviewKind, fullPage: boolean): Promise<void> {
  await settlePage(page, { fullPage });
  const file = previewFile(brand, kind);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Finite CSS animations jump to their end, infinite ones stop; the caret would blink between runs.
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  await testInfo.attach(`${brand}-${kind}`, { path: file, contentType: 'image/png' });
}

test.describe('preview screenshots', () => {
  // Reduced motion also makes the map jump to its bounds instead of flying there.
  test.use({ viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' });

  test('home page renders its heading and search box', async ({ page, brand }, testInfo) => {
    await open(page, '/', 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search land by location or listing ID' })).toBeVisible();
    await capture(page, testInfo, brand, 'home', true);
  });

  test('Texas search at desktop width shows results beside a map with markers', async ({ page, brand }, testInfo) => {
    // The map's WebGL start and its still-frame wait take seconds more on a busy machine.
    test.slow();
    await open(page, texasSearch[brand], 200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect.poll(async () => Number(await map.getAttribute('data-marker-count'))).toBeGreaterThan(0);
    await waitForStillFrames(map);
    await capture(page, testInfo, brand, 'search-desktop', false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('Texas search at phone width shows the list first', async ({ page, brand }, testInfo) => {
      await open(page, texasSearch[brand], 200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
      await expect(page.getByTestId('result-list-view')).toBeVisible();
      await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
      // Below the SPEC §9 breakpoint the map waits behind the List/Map toggle (none on the main land site).
      await expect(page.getByTestId('search-map')).toBeHidden();
      await expect(page.getByRole('group', { name: 'View' })).toHaveCount(brand === 'land' ? 0 : 1);
      await capture(page, testInfo, brand, 'search-mobile', false);
    });
  });

  test('an unknown path shows the brand 404 page', async ({ page, brand }, testInfo) => {
    await open(page, unknownPath[brand], 404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await capture(page, testInfo, brand, 'not-found', true);
  });
});
