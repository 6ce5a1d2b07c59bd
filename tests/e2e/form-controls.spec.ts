import type { Locator } from '@playwright/test';
import { siteBrand } from '@/lib/brand/server';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed/users-gen';
import { logInByApi } from './accounts-support';
import { expect, test } from './fixtures';
import { pathOf } from './seeded-places';

// A select beside a text box is as tall as the box (components/ui/form-fields.tsx `controlClass`):
// Chrome draws selects at the font's normal line height, which left them 2 px short, their labels
// and edges out of line with the box next to them.

test.use({ webgl: false });

const heightOf = async (control: Locator) => (await control.boundingBox())?.height ?? 0;

test('the account settings’ phone type is as tall as the phone box beside it', { tag: '@shared' }, async ({ page, brand, request }) => {
  await logInByApi(page, request, brand, demoEmails.buyer, DEMO_PASSWORD);
  await page.goto(pathOf(brand, { kind: 'account', section: 'details', page: 0 }));
  const phone = page.getByLabel('Phone (optional)');
  const type = page.getByLabel('Phone type');
  await expect(type).toBeVisible();
  expect(await heightOf(type)).toBe(await heightOf(phone));
  // Side by side, so their tops line up too.
  expect((await type.boundingBox())?.y).toBe((await phone.boundingBox())?.y);
});

test('the seller’s listing search and order line up', { tag: '@shared' }, async ({ page, brand, request }) => {
  test.skip(!siteBrand(brand)?.manageListings, 'the seller pages are on the brand that manages listings');
  await logInByApi(page, request, brand, demoEmails.seller, DEMO_PASSWORD);
  await page.goto(pathOf(brand, { kind: 'lands-connector' }));
  const words = page.getByLabel('Find by title or listing number');
  const order = page.getByRole('combobox', { name: /^Order/ });
  await expect(order).toBeVisible();
  expect(await heightOf(order)).toBe(await heightOf(words));
  expect((await order.boundingBox())?.y).toBe((await words.boundingBox())?.y);
});

test('the search filters’ price hint shows whole in its box', async ({ page, brand }) => {
  await page.goto(pathOf(brand, { kind: 'search', state: 'texas', custom: [], page: 0 }));
  const minPrice = page.getByLabel('Min price');
  await expect(minPrice).toHaveAttribute('placeholder', /\S/);
  // Each brand's own font, loaded: a fallback font would measure another width.
  await page.evaluate(() => document.fonts.ready.then(() => true));
  // The placeholder's width in the box's own font against the box's room for text.
  const room = await minPrice.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return -1;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);
});
