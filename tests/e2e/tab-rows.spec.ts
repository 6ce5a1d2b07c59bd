import type { Locator, Page } from '@playwright/test';
import { siteBrand } from '@/lib/brand/server';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed/users-gen';
import { logInByApi } from './accounts-support';
import { expect, test } from './fixtures';
import { pathOf } from './seeded-places';

// Rows of tabs wider than a phone's screen scroll sideways; a page opens with its current tab in view
// (lib/hooks/use-current-in-view.ts), not cut off at the screen's edge.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, webgl: false });

/** The current tab of a row, whole on the screen. */
async function expectWholeOnScreen(page: Page, row: Locator): Promise<void> {
  const current = row.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  const width = page.viewportSize()?.width ?? 0;
  await expect.poll(async () => {
    const box = await current.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  }, { message: `${(await current.innerText()).replace(/\s+/g, ' ')} whole on a ${width} px screen` }).toBe(true);
}

test("the broker directory's last member type, current, shows whole", { tag: '@shared' }, async ({ page, brand }) => {
  await page.goto(pathOf(brand, { kind: 'directory', state: 'texas', page: 0 }));
  const types = page.getByTestId('directory-types');
  const last = types.getByRole('link').last();
  // The row is wider than the screen, so the last type starts out of view.
  const box = await last.boundingBox();
  expect(box && box.x + box.width).toBeGreaterThan(390);
  await page.goto((await last.getAttribute('href')) ?? '');
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expectWholeOnScreen(page, types);
});

test("a seller's last lands connector page shows its own tab and the account's", { tag: '@shared' }, async ({ page, brand, request }) => {
  test.skip(!siteBrand(brand)?.manageListings, 'the seller pages are on the brand that manages listings');
  await logInByApi(page, request, brand, demoEmails.seller, DEMO_PASSWORD);
  await page.goto(pathOf(brand, { kind: 'lands-connector', section: 'plan' }));
  await expectWholeOnScreen(page, page.getByTestId('seller-nav'));
  await expectWholeOnScreen(page, page.getByRole('navigation', { name: 'My Account', exact: true }));
});
