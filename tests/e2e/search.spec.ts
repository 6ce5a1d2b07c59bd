import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test, type BrandKey } from './fixtures';

const urls: Record<BrandKey, { texas: string; hunting: RegExp; page2: RegExp; llano: string }> = {
  land: { texas: '/texas-land-for-sale/', hunting: /\/texas-land-for-sale\/hunting-property\/\?/, page2: /\/page-1\/$/, llano: '/texas-land-for-sale/llano-county/' },
  farm: { texas: '/search/texas/', hunting: /\/search\/texas\/hunting-property-for-sale\/\?/, page2: /\/page-1\/$/, llano: '/search/texas/llano-county/' },
  rec: { texas: '/texas-land-for-sale', hunting: /\/texas-land-for-sale\/hunting-property\?/, page2: /\/page-1$/, llano: '/texas-land-for-sale/llano-county' },
};

// The list, its filters, its pages and its URLs; the map is search-map.spec.ts's. This spec's browser
// has WebGL off (fixtures.ts `webgl`): the map says it cannot draw, which the first test checks.
test.use({ webgl: false });

async function resultCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('result-count').getAttribute('data-count'));
}

test.describe('search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a browser without WebGL gets the list and a note where the map would be', async ({ page, brand }) => {
    test.skip(process.env.E2E_WEBGL === 'all', 'E2E_WEBGL=all: this browser draws maps');
    await page.goto(urls[brand].texas);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-unavailable', 'true');
    await expect(map.getByRole('status')).toHaveText(/^This browser can’t draw the map.*Every property is in the list\.$/);
    await expect(map.getByRole('button', { name: 'Near me' })).toBeVisible();
    await expect(page.getByTestId('results').locator('article')).toHaveCount(24);
  });

  test('a state search opens from its dialect URL with placards and a count', async ({ page, brand }) => {
    const response = await page.goto(urls[brand].texas);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    expect(await resultCount(page)).toBeGreaterThan(24);
    await expect(page.getByTestId('results').locator('article')).toHaveCount(24);
    await expect(page.getByTestId('search-name')).toHaveText('Texas');
  });

  test("the first row's photos load at once, and the first placard's, the largest paint, is fetched first", async ({ request, brand }) => {
    // The server's HTML, before any carousel swaps its first photo for slides of its own.
    const html = await (await request.get(urls[brand].texas)).text();
    const firstImages = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map((article) => /<img\b[^>]*>/.exec(article[0])?.[0] ?? '');
    expect(firstImages).toHaveLength(24);
    const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
    expect(firstImages.map((tag) => attribute(tag, 'loading'))).toEqual([...Array(3).fill('eager'), ...Array(21).fill('lazy')]);
    expect(firstImages.map((tag) => attribute(tag, 'fetchpriority'))).toEqual(['high', ...Array(23).fill(null)]);
    expect(html.match(/fetchpriority="high"/gi)).toHaveLength(2);
    const preload = /<link rel="preload" as="image"[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(attribute(preload, 'href')).toBe(attribute(firstImages[0] ?? '', 'src'));
  });

  test('price range and property type change the URL, the results and the count', async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    const before = await resultCount(page);
    const filters = page.getByTestId('filter-bar');
    // A text field applies when it loses focus or on Enter, a select at once.
    await filters.getByLabel('Max price').fill('500k');
    await filters.getByLabel('Max price').press('Enter');
    await expect(page).toHaveURL(/priceMax=500000/);
    await filters.getByLabel('Property type').selectOption('128');
    await expect(page).toHaveURL(urls[brand].hunting);
    expect(new URL(page.url()).searchParams.get('priceMax')).toBe('500000');
    const after = await resultCount(page);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    // Placards that show a dollar price (not 'Auction' or 'Contact for Price') stay within the maximum.
    const prices = (await page.getByTestId('results').locator('article .placard-price').allTextContents()).filter((text) => text.startsWith('$'));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(Number(price.replace(/[$,]/g, '')), price).toBeLessThanOrEqual(500_000);
    // Price range + one property type: SPEC §5 counts 2 (the phone's Filters button); neither is in the
    // more-filters panel, whose badge stays away.
    await expect(page.getByTestId('filters-open')).toHaveText('Filters (2)');
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
  });

  test('pagination moves to the next page of different listings', async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    const first = await page.getByTestId('results').locator('article').first().getAttribute('data-listing-id');
    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(urls[brand].page2);
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    const second = await page.getByTestId('results').locator('article').first().getAttribute('data-listing-id');
    expect(second).not.toBe(first);
  });

  test('the more-filters panel adds a filter and the badge counts it', { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
    await page.getByRole('button', { name: /More filters/ }).click();
    const panel = page.getByTestId('more-filters');
    await expect(panel).toBeVisible();
    await panel.getByLabel('Hunting').check();
    await expect(page).toHaveURL(/activityTypes=hunting/);
    await expect(page.getByTestId('filter-count')).toHaveText('1');
    await panel.getByLabel('Video').check();
    await expect(page).toHaveURL(/hasVideo=true/);
    await expect(page.getByTestId('filter-count')).toHaveText('2');
  });

  test('a keyword from the more-filters panel narrows the results, the count line names it, and "Clear keyword" takes it away', async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    const all = await resultCount(page);
    await expect(page.getByTestId('search-keyword')).toHaveCount(0);
    await page.getByRole('button', { name: /More filters/ }).click();
    const keywords = page.getByTestId('more-filters').getByLabel('Keywords');
    await keywords.fill('pond');
    await keywords.press('Enter');
    await expect(page).toHaveURL(/keywordQuery=pond/);
    const line = page.getByTestId('search-keyword');
    await expect(line).toHaveText('matching “pond” Clear keyword');
    const matching = await resultCount(page);
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(all);
    await line.getByRole('link', { name: 'Clear keyword' }).click();
    await expect(page).toHaveURL(new RegExp(`${urls[brand].texas}$`));
    await expect(page.getByTestId('search-keyword')).toHaveCount(0);
    expect(await resultCount(page)).toBe(all);
  });

  test('a free-text search for a county lands on its canonical URL', async ({ page, brand }) => {
    await page.goto('/');
    const box = page.getByRole('combobox').first();
    // The plain box becomes the combobox once focused; Enter goes to whichever holds the text.
    await box.fill('Llano County, TX');
    await expect(box).toHaveValue('Llano County, TX');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${urls[brand].llano.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Llano County');
  });

  test('malformed criteria redirect to a valid search or give 404, never 5xx', async ({ page, request, brand }) => {
    const clean = await request.get(`${urls[brand].texas}?priceMin=abc&acresMin=50&acresMax=10&bogus=1`, { maxRedirects: 0 });
    expect(clean.status()).toBe(307);
    expect(clean.headers().location).toMatch(new RegExp(`${urls[brand].texas.replace(/\//g, '\\/')}$`));
    const unknownType = await request.get(brand === 'farm' ? '/search/texas/castles-for-sale/' : `${urls[brand].texas.replace(/\/?$/, '')}/castles${brand === 'rec' ? '' : '/'}`);
    expect(unknownType.status()).toBe(404);
    // A page past the last does not exist (docs/not-found.md).
    const beyond = await page.goto(`${urls[brand].texas.replace(/\/?$/, '')}/page-99999${brand === 'rec' ? '' : '/'}`);
    expect(beyond?.status()).toBe(404);
    await expect(page.locator('[data-error-code="404"] h1')).toBeVisible();
    const siteId = { land: 1, farm: 2, rec: 3 }[brand];
    const api = await request.post(`/api/property/searchUrl/${siteId}`, { data: { priceMin: 'lots', acresMin: 5, acresMax: 1 } });
    expect(api.status()).toBe(400);
    expect(await api.text()).toContain('priceMin');
    const ok = await request.post(`/api/property/searchUrl/${siteId}`, { data: { stateId: 48, countyIdList: [48299] } });
    expect(await ok.text()).toBe(urls[brand].llano);
  });

  test('placards beside the map: two to a row at 1366 px and at 1920 px', { tag: '@shared' }, async ({ page, brand }) => {
    const inFirstRow = async () => {
      const tops = await page.getByTestId('results').locator(':scope > li').evaluateAll((items) => items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      return tops.filter((top) => top === tops[0]).length;
    };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(urls[brand].texas);
    await expect(page.getByTestId('map-column')).toBeVisible();
    expect(await inFirstRow()).toBe(2);
    await page.setViewportSize({ width: 1920, height: 1080 });
    expect(await inFirstRow()).toBe(2);
  });

  test('the search page has no detectable accessibility violations', async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    // The note in place of the map is checked too.
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the filter sheet's Show results applies what was typed and closes", { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    await page.getByTestId('filters-open').click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Min price').fill('100k');
    await sheet.getByLabel('Max acres').fill('500');
    await sheet.getByTestId('filters-show-results').click();
    await expect(page).toHaveURL(/priceMin=100000/);
    expect(new URL(page.url()).searchParams.get('acresMax')).toBe('500');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('filters-open')).toHaveText('Filters (2)');
  });

  test('the sort menu opens inside the screen and Escape closes it', { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    const menu = page.getByTestId('sort-menu');
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    const box = await menu.getByRole('list').boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? -1)).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('list')).toBeHidden();
    await expect(menu.locator('summary')).toBeFocused();
  });
});

test.describe('landing pages (main land site)', () => {
  test('a state landing page shows counts and links to its areas (main land site only)', async ({ page, brand }) => {
    const response = await page.goto('/Texas');
    if (brand !== 'land') {
      // SPEC §2.2: the other two sites have only the home page as a landing page.
      expect(response?.status()).toBe(404);
      return;
    }
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Texas Land for Sale/);
    expect(Number(await page.getByTestId('landing-count').getAttribute('data-count'))).toBeGreaterThan(24);
    const county = page.getByTestId('child-areas').getByRole('link', { name: 'Llano County' });
    await expect(county).toHaveAttribute('href', '/Llano-County-TX');
    await county.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Llano County, TX Land for Sale');
  });

  test('/propertylink/{brokerId} lists one broker\'s properties', async ({ page, brand }) => {
    await page.goto(urls[brand].texas);
    const brokerHref = await page.getByTestId('broker-block').first().getByRole('link').getAttribute('href');
    const brokerId = /(\d+)\/?$/.exec(brokerHref ?? '')?.[1];
    expect(brokerId).toBeTruthy();
    const response = await page.goto(`/propertylink/${brokerId}${brand === 'rec' ? '' : '/'}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Properties listed by');
    expect(await resultCount(page)).toBeGreaterThan(0);
    expect((await page.goto(`/propertylink/999999999${brand === 'rec' ? '' : '/'}`))?.status()).toBe(404);
  });
});
