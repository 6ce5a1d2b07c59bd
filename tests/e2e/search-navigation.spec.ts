import { expect, test, type BrandKey } from './fixtures';
import { markWindow, sameDocument } from './same-document';

// The visitor's search is the URL, and moving through it is client navigation: the page stays, only
// what changed is fetched (a marker set on window survives). SPEC §5 messages, a header that fits.
// The map's part is search-map.spec.ts's: this spec's browser has WebGL off (fixtures.ts `webgl`).
test.use({ webgl: false });

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
