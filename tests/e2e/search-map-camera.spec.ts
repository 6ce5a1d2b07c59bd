import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { texas } from './listing-support';
import { findClusters, type ScreenPoint } from './map-clusters';
import { markWindow, sameDocument } from './same-document';

// The search map is one map for the whole visit to a search (docs/map.md "One map across searches"):
// sorting, paging and cluster taps render new pages but keep the same MapLibre canvas, and a cluster
// zooms in to its listings. On phones, a visitor in Map view stays there.

/** Marks the map's canvas element, which a kept map carries over into the next page. */
const tagCanvas = (page: Page) => page.locator('[data-testid="search-map"] canvas.maplibregl-canvas').evaluate((canvas) => {
  (canvas as unknown as { __mapTag?: string }).__mapTag = 'kept';
});
const canvasTag = (page: Page) =>
  page.locator('[data-testid="search-map"] canvas.maplibregl-canvas').evaluate((canvas) => (canvas as unknown as { __mapTag?: string }).__mapTag ?? 'new');

/** The east-west span of the URL's map box in degrees (the visitor's view after a move). */
function boundsSpan(url: string): number {
  const [, west = 0, , east = 0] = (new URL(url).searchParams.get('bounds') ?? '').split(',').map(Number);
  return east - west;
}

async function biggestCluster(page: Page): Promise<ScreenPoint> {
  const map = page.getByTestId('search-map');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'));
  let clusters: ScreenPoint[] = [];
  await expect.poll(async () => (clusters = await findClusters(map, primary)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [cluster] = clusters;
  if (!cluster) throw new Error('no cluster on the map');
  return cluster;
}

test.describe('the search map across searches', () => {
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

  test('sort and page keep the same map, and the biggest cluster zooms in to its listings', async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await markWindow(page);
    await tagCanvas(page);

    // Sort: a new page of results, the same map.
    await page.locator('summary', { hasText: /^Sort/ }).click();
    await page.getByRole('link', { name: 'Price (low to high)' }).click();
    await expect(page).toHaveURL(/sort/, { timeout: 15_000 });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    expect(await canvasTag(page)).toBe('kept');

    // Next page: the same map.
    const sorted = page.url();
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).not.toHaveURL(sorted, { timeout: 15_000 });
    await expect(map).toHaveAttribute('data-map-ready', 'true');
    expect(await canvasTag(page)).toBe('kept');

    // The biggest cluster over Texas (13 degrees wide, more on screen) opens to its listings.
    const cluster = await biggestCluster(page);
    await page.mouse.click(cluster.x, cluster.y);
    await expect(page).toHaveURL(/bounds=/, { timeout: 15_000 });
    expect(boundsSpan(page.url())).toBeLessThan(6);
    expect(await canvasTag(page)).toBe('kept');
    expect(await sameDocument(page)).toBe('yes');
  });
});

test.describe('the search map on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('a cluster tap in Map view zooms in and stays in Map view', async ({ page, brand }) => {
    test.skip(brand === 'land', 'the main land site shows no map on phones (SPEC §2.6, brand mapOnMobile)');
    await page.goto(texas[brand]);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await tagCanvas(page);
    const cluster = await biggestCluster(page);
    await page.touchscreen.tap(cluster.x, cluster.y);
    await expect(page).toHaveURL(/bounds=/, { timeout: 15_000 });
    // Texas is 13 degrees wide: the phone's view of it is wider still.
    expect(boundsSpan(page.url())).toBeLessThan(9.5);
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(map).toBeVisible();
    await expect(page.getByTestId('result-list-view')).toBeHidden();
    expect(await canvasTag(page)).toBe('kept');
  });
});
