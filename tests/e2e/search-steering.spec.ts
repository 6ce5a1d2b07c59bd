import type { Locator, Page } from '@playwright/test';
import { expect, test, type BrandKey } from './fixtures';
import { markWindow, sameDocument } from './same-document';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// Steering from the results page: the location box (server HTML, its combobox loaded when reached
// for) moves the search to another place inside the page; breadcrumbs lead back up; a state's page
// links its counties with the counts their pages show; the phone's filter sheet counts as it is edited.

const texas: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
const llano: Record<BrandKey, string> = { land: '/texas-land-for-sale/llano-county/', farm: '/search/texas/llano-county/', rec: '/texas-land-for-sale/llano-county' };

const pathOf = (page: Page) => new URL(page.url()).pathname;
const resultCount = async (page: Page) => Number(await page.getByTestId('result-count').getAttribute('data-count'));

/**
 * A pointer's click at the middle of the element, as a person clicks: the press goes to whatever is
 * under the pointer then. The plain location box swaps itself for its combobox as the pointer reaches
 * it; Playwright's own click keeps hold of the element it found, so a swap between its move and its
 * press left it waiting for the hidden plain box to show again until the test's time ran out.
 */
async function pressWhereItIs(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, 'the element has a box on the page').not.toBeNull();
  if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const width of [1366, 390]) {
  test.describe(`steering from the results at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 900 ? 900 : 844 } });

    test('the location box shows the place and a chosen county opens without a page load, with breadcrumbs back up', async ({ page, brand }) => {
      await page.goto(texas[brand]);
      const form = page.getByTestId('location-box');
      await expect(form.getByRole('combobox')).toHaveValue('Texas');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([/^Home/, /^Texas$/]);
      await markWindow(page);

      // Reaching for the box loads its combobox, which takes the plain box's place and focus.
      await pressWhereItIs(page, form.getByRole('combobox'));
      const box = page.locator('#search-location-suggest');
      await expect(box).toBeFocused();
      await box.fill('Llano');
      await page.getByRole('option', { name: /^Llano County, TX/ }).click();
      await expect.poll(() => pathOf(page)).toBe(llano[brand]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Llano County');
      expect(await sameDocument(page)).toBe('yes');
      await expect(page.getByTestId('location-box').getByRole('combobox')).toHaveValue('Llano County, TX');

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('listitem')).toHaveText([/^Home/, /^Texas/, /^Llano County$/]);
      await expect(crumbs.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await crumbs.getByRole('link', { name: 'Texas' }).click();
      await expect.poll(() => pathOf(page)).toBe(texas[brand]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Texas /);
      expect(await sameDocument(page)).toBe('yes');
    });

    test("a state's page links its counties with the counts their pages show", { tag: '@shared' }, async ({ page, brand }) => {
      await page.goto(texas[brand]);
      const counties = page.getByTestId('county-links');
      await expect(counties.getByRole('heading', { level: 2 })).toHaveText('Counties in Texas');
      const links = counties.getByRole('link');
      // Texas has more counties with listings than the twelve shown on every brand; the rest are
      // written into the page when asked for (a button once the page has hydrated).
      const showAll = counties.getByRole('button', { name: /^Show all \d+ counties$/ });
      await expect(showAll).toBeVisible();
      await expect(links).toHaveCount(12);
      const total = Number((await showAll.innerText()).replace(/\D/g, ''));
      await showAll.click();
      await expect(links).toHaveCount(total);
      const counts = await links.evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-count'))));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const busiest = links.first();
      const count = Number(await busiest.getAttribute('data-count'));
      expect(count).toBeGreaterThan(0);
      const name = (await busiest.textContent()) ?? '';
      await busiest.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      expect(await resultCount(page)).toBe(count);
    });
  });
}

test.describe("a state's counties without script", () => {
  test.use({ javaScriptEnabled: false });

  test('Show all is a link to the HTML sitemap of the state, which lists every county', { tag: '@shared' }, async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const counties = page.getByTestId('county-links');
    const shown = await counties.getByRole('link').filter({ hasNotText: /^Show all/ }).allTextContents();
    expect(shown).toHaveLength(12);
    const showAll = counties.getByRole('link', { name: /^Show all \d+ counties$/ });
    const total = Number((await showAll.innerText()).replace(/\D/g, ''));
    await showAll.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    const listed = page.getByRole('region', { name: 'Texas counties with land for sale' }).getByRole('link');
    await expect(listed).toHaveCount(total);
    // The sitemap names a county without the word: "Harrison" for "Harrison County".
    const busiest = (shown[0] ?? '').replace(/ County$/, '');
    await expect(page.getByRole('region', { name: 'Texas counties with land for sale' }).getByRole('link', { name: busiest, exact: true })).toBeVisible();
  });
});

test.describe('the location box under a resting pointer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('resting there from before the page is interactive, it becomes its combobox, which the press then takes with the place selected for typing over', { tag: '@shared' }, async ({ page, brand }) => {
    // The pointer comes to rest on the server's plain box as soon as it is there, usually before the
    // page's code watches it: the box must not wait for a pointer-over that never comes.
    await page.goto(texas[brand], { waitUntil: 'domcontentloaded' });
    const plain = page.getByTestId('location-box').getByRole('combobox');
    await expect(plain).toHaveValue('Texas');
    await plain.scrollIntoViewIfNeeded();
    const at = await plain.boundingBox();
    expect(at).not.toBeNull();
    if (!at) return;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    const box = page.locator('#search-location-suggest');
    await expect(box).toBeVisible();
    await expect(box).not.toBeFocused();
    await page.mouse.down();
    await page.mouse.up();
    await expect(box).toBeFocused();
    await page.keyboard.type('Llano');
    await expect(box).toHaveValue('Llano');
    await expect(page.getByRole('option', { name: /^Llano County, TX/ })).toBeVisible();
  });
});

test.describe('the location box without script', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('is a plain form that opens the typed place', async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const box = page.getByTestId('location-box').getByRole('combobox');
    await expect(box).toHaveValue('Texas');
    await box.fill('Llano County, TX');
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(llano[brand]);
    await expect(page.getByTestId('location-box').getByRole('combobox')).toHaveValue('Llano County, TX');
  });
});

test.describe('the filter sheet counts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Show results says how many a typed minimum price finds, and that is the page's count after it", async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const before = await resultCount(page);
    await page.getByTestId('filters-open').click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const show = sheet.getByTestId('filters-show-results');
    await expect(show).toHaveAttribute('data-count', String(before));
    await expect(show).toHaveText(/^Show [\d,]+ results?$/);
    await sheet.getByLabel('Min price').fill('250k');
    await expect.poll(async () => Number(await show.getAttribute('data-count'))).not.toBe(before);
    await expect(show).not.toHaveAttribute('data-counting', 'true');
    const counted = Number(await show.getAttribute('data-count'));
    expect(counted).toBeLessThan(before);
    await expect(show).toHaveText(new RegExp(`^Show ${counted.toLocaleString('en-US')} results?$`));
    await show.click();
    await expect(page).toHaveURL(/priceMin=250000/);
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => resultCount(page)).toBe(counted);
  });
});
