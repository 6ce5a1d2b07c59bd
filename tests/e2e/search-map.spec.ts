import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countLayoutShifts, layoutShift } from './layout-shifts';
import { texas } from './listing-support';
import { findClusters, type ScreenPoint } from './map-clusters';
import { settlePage, waitForStillFrames } from './page-settle';
import { markWindow, sameDocument } from './same-document';
import { busiestTexasCounty, countySearch, pathOf } from './seeded-places';

// The search page's map, drawn (docs/map.md): its markers, a move that the list follows, a cluster
// click that keeps the place in the URL, and a page that holds still while the map draws. The list's
// own behaviour is search.spec.ts's and search-navigation.spec.ts's, in browsers without WebGL.

async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').getAttribute('data-count'));
}

test.describe('the map and the list', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the map shows markers and moving it makes the list follow', { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect.poll(async () => Number(await map.getAttribute('data-marker-count'))).toBeGreaterThan(0);
    const before = await resultCount(page);
    // The map fits the markers once they arrive; a drag during that camera move is dropped: wait until it draws still.
    await waitForStillFrames(map);
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    // The sticky map is taller than what is in view: drag in its upper part, inside the viewport.
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 250, box.y + 320, { steps: 12 });
    await page.mouse.up();
    await expect(page).toHaveURL(/bounds=/, { timeout: 15_000 });
    await expect.poll(() => resultCount(page)).not.toBe(before);
  });
});

test.describe('the search page holds still while it loads, map and all', () => {
  for (const width of [1366, 390]) {
    test(`at ${width} px (CLS <= 0.02)`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
      await countLayoutShifts(page);
      await page.goto(texas[brand]);
      if (width > 900) await expect(page.getByTestId('search-map')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Whatever could still move the layout has arrived: fonts, and every image in view loaded and decoded.
      await settlePage(page, { fullPage: false });
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('the map keeps the place', () => {
  // Reduced motion makes the camera jump, so the screenshot that finds the clusters is of a still map.
  test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

  test('clicking a cluster zooms in and keeps the county in the URL', async ({ page, brand }) => {
    // The county with the most listings has clusters at the zoom that fits it.
    const county = await busiestTexasCounty();
    const countyPath = pathOf(brand, countySearch(county.slug));
    await page.goto(countyPath);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await markWindow(page);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'));
    let clusters: ScreenPoint[] = [];
    await expect.poll(async () => (clusters = await findClusters(map, primary)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [cluster] = clusters;
    if (!cluster) throw new Error('no cluster on the map');
    await page.mouse.click(cluster.x, cluster.y);
    await expect(page).toHaveURL(/bounds=/, { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(countyPath);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(county.label.replace(/, TX$/, ''));
    expect(await sameDocument(page)).toBe('yes');
  });
});
