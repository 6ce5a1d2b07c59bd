import type { Locator } from '@playwright/test';
import { siteBrand } from '@/lib/brand/server';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed/users-gen';
import { logInByApi } from './accounts-support';
import { expect, test } from './fixtures';
import { pathOf } from './seeded-places';

// The seller's listing table (docs/seller-workspace.md "My listings"): each row shows its cover photo
// with the photo count, and every action of a row sits inside the table's card, on a laptop in two
// lines at most and on a phone in one.

const screens = [
  { name: 'a 1366 px laptop', use: { viewport: { width: 1366, height: 900 } }, actionLines: 2 },
  { name: 'a 390 px phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, actionLines: 1 },
] as const;

/** How many lines the boxes sit on: their middles (a row's items are centred on their line) apart by more than a few pixels. */
async function linesOf(locators: readonly Locator[]): Promise<number> {
  const middles = await Promise.all(locators.map(async (locator) => {
    const box = await locator.boundingBox();
    return box ? box.y + box.height / 2 : Number.NaN;
  }));
  const sorted = [...middles].sort((a, b) => a - b);
  return sorted.filter((middle, i) => i === 0 || !(middle - (sorted[i - 1] ?? middle) <= 4)).length;
}

test.use({ webgl: false });

for (const screen of screens) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('a listing row shows its cover photo and photo count, and every action inside the card', { tag: '@shared' }, async ({ page, brand, request }) => {
      test.skip(!siteBrand(brand)?.manageListings, 'the seller pages are on the brand that manages listings');
      await logInByApi(page, request, brand, demoEmails.seller, DEMO_PASSWORD);
      await page.goto(pathOf(brand, { kind: 'lands-connector' }));
      const row = page.getByTestId('my-listing').filter({ has: page.getByRole('combobox', { name: /^Change status of / }) }).first();
      await expect(row).toBeVisible();

      const thumbnail = row.getByTestId('listing-thumbnail');
      await expect(thumbnail.getByTestId('photo-count')).toHaveText(/^\d+ photos?$/);
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

      const card = page.getByRole('region', { name: 'Manage your listings' });
      // No sideways scrolling inside the card: a table wider than it would hide its last column.
      expect(await card.locator('table').evaluate((table) => (table.parentElement?.scrollWidth ?? 0) - (table.parentElement?.clientWidth ?? 0))).toBeLessThanOrEqual(0);
      const cardBox = await card.boundingBox();
      const actions = [
        row.getByRole('link', { name: /^Edit/ }),
        row.getByRole('link', { name: /^Numbers/ }),
        row.getByRole('combobox', { name: /^Change status of / }),
        row.getByRole('button', { name: 'Delete', exact: true }),
      ];
      for (const action of actions) {
        await expect(action).toBeVisible();
        const box = await action.boundingBox();
        expect(box && cardBox && box.x >= cardBox.x && box.x + box.width <= cardBox.x + cardBox.width, `${await action.innerText()} inside the card`).toBe(true);
      }
      expect(await linesOf(actions)).toBeLessThanOrEqual(screen.actionLines);
    });
  });
}
