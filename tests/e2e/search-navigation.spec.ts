import { expect, test, type BrandKey } from './fixtures';
import { findClusters, type ScreenPoint } from './map-clusters';
import { settlePage } from './page-settle';
import { markWindow, sameDocument } from './same-document';
import { busiestTexasCounty, countySearch, pathOf } from './seeded-places';

// The visitor's search is the URL, and moving through it is client navigation: the page stays, only
// what changed is fetched (a marker set on window survives). SPEC §5 messages, a header that fits,
// a layout that holds still.

const texas: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };

test.describe('search without page loads', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a filter, a sort, a page and a placard link are client navigations', async ({ page, brand }) => {
    const rscPaths = new Set<string>();
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') rscPaths.add(new URL(request.url()).pathname);
    });
    await page.goto(texas[brand]);
    await markWindow(page);
    await page.getByTestId('filter-bar').getByLabel('Property type').selectOption('128');
    await expect(page).toHaveURL(/hunting-property/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Hunting Property/);
    expect(await sameDocument(page)).toBe('yes');

    await page.getByTestId('sort-menu').locator('summary').click();
    await page.getByTestId('sort-menu').getByRole('link', { name: 'Price (low to high)' }).click();
    await expect(page).toHaveURL(/sort-price-low/);
    await expect(page.getByTestId('sort-menu').locator('summary')).toHaveText(/Price \(low to high\)/);
    expect(await sameDocument(page)).toBe('yes');

    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page-1/);
    expect(await sameDocument(page)).toBe('yes');

    // A placard's title link is a client link too: the router asks for the listing page's RSC payload
    // when it is followed (not before: docs/architecture.md "Links") instead of loading a document.
    const placard = page.getByTestId('results').locator('article h2 a[href]').first();
    const href = (await placard.getAttribute('href')) ?? '';
    expect(href).toMatch(/\d/);
    await placard.click();
    await expect.poll(() => rscPaths.has(href)).toBe(true);
  });

  test('the filters speak SPEC §5: -5 is "must be at least 0", words are "Please enter a number."; 50k is 50,000', { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const minPrice = page.getByTestId('filter-bar').getByLabel('Min price');
    await minPrice.fill('-5');
    await minPrice.blur();
    await expect(page.getByTestId('filter-bar').getByRole('alert')).toHaveText('This value must be at least 0.');
    await minPrice.fill('lots');
    await minPrice.press('Enter');
    await expect(page.getByTestId('filter-bar').getByRole('alert')).toHaveText('Please enter a number.');
    const maxAcres = page.getByTestId('filter-bar').getByLabel('Max acres');
    await minPrice.fill('');
    await page.getByTestId('filter-bar').getByLabel('Min acres').fill('100');
    await maxAcres.fill('10');
    await maxAcres.press('Enter');
    await expect(page.getByTestId('filter-bar').getByRole('alert')).toHaveText(['This value must be at most 10.', 'This value must be at least 100.']);
    await page.getByTestId('filter-bar').getByLabel('Min acres').fill('');
    await minPrice.fill('50k');
    await minPrice.press('Enter');
    await expect(page).toHaveURL(/priceMin=50000/);
    await expect(page.getByTestId('filter-bar').getByRole('alert')).toHaveCount(0);
  });

  for (const width of [1366, 390]) {
    test(`the search page holds still while it loads at ${width} px (CLS <= 0.02)`, async ({ page, brand }) => {
      await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
      await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
      await page.goto(texas[brand]);
      if (width > 900) await expect(page.getByTestId('search-map')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Whatever could still move the layout has arrived: fonts, and every image in view loaded and decoded.
      await settlePage(page, { fullPage: false });
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThanOrEqual(0.02);
    });
  }
});

test.describe('the header fits', () => {
  for (const width of [1280, 1366, 1440, 390, 1920]) {
    test(`without horizontal overflow at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/no/such/page/']) {
        await page.goto(path);
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          header: [...document.querySelectorAll('header *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && getComputedStyle(el).display !== 'none' && el.closest('[hidden]') === null).length,
        }));
        expect(overflow, `${path} at ${width}`).toEqual({ page: 0, header: 0 });
      }
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
