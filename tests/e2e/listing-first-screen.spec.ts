import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { countLayoutShifts, layoutShift } from './layout-shifts';
import { findListing, findListingOfClosedAccount, type SeededListing } from './listing-db';
import { listingPath, speakAsNewClient } from './listing-support';
import { settlePage } from './page-settle';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The listing page's first screen, per brand, on a 1366x768 laptop and a 390x844 phone: the first photo,
// price, acres and price per acre together without scrolling; on the phone a contact bar that opens the
// contact form and covers nothing; on the laptop the contact card beside the photos, sticky; neither
// where no lead can be sent; nothing moves while the page loads. docs/listing-page.md.

test.beforeEach(({ page, brand }) => speakAsNewClient(page, brand));

type Box = { x: number; y: number; width: number; height: number };

const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

/** Fails unless `box` lies wholly inside the window, above `bottom` (the window's height, or the contact bar's top). */
function expectInside(box: Box, name: string, width: number, bottom: number): void {
  expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${name} ends above ${bottom}`).toBeLessThanOrEqual(bottom + 0.5);
}

/** The price, acres and price-per-acre elements and the gallery's first photo. */
function firstScreen(page: Page, listing: SeededListing) {
  return {
    price: page.getByTestId('listing-price'),
    acres: page.getByTestId('listing-acres'),
    perAcre: page.getByTestId('listing-price-per-acre'),
    photo: page.getByTestId('listing-gallery').getByRole('button', { name: `Open photo 1 of ${listing.photoCount}` }),
  };
}

/** True when the point at the middle of `locator` belongs to it: nothing (a fixed bar, a button) lies over it. */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
}

test.describe('on a 1366x768 laptop', () => {
  test.use({ viewport: laptop });

  test('the first photo, price, acres and price per acre share the first screen; the contact card sits beside the photos and stays in view', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await countLayoutShifts(page);
    await page.goto(listingPath(brand, listing));
    await page.waitForLoadState('networkidle');
    await settlePage(page, { fullPage: false });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const parts = firstScreen(page, listing);
    for (const [name, locator] of Object.entries(parts)) expectInside(await boxOf(locator), name, laptop.width, laptop.height);
    await expect(parts.price).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
    await expect(parts.perAcre).toHaveText(/^\$\d{1,3}(,\d{3})*\/acre$/);

    // The card (broker and lead form) to the right of the photos, overlapping them in height.
    const card = page.getByRole('complementary', { name: 'Contact the broker' });
    const gallery = await boxOf(page.getByTestId('listing-gallery'));
    const cardBox = await boxOf(card);
    expect(cardBox.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
    expect(cardBox.y).toBeLessThan(gallery.y + gallery.height);
    expect(cardBox.y + cardBox.height).toBeGreaterThan(gallery.y);
    await expect(card.getByLabel('Full name')).toBeVisible();
    await expect(page.getByTestId('contact-bar')).toBeHidden();

    // Nothing moved while the page loaded (the card, the gallery and the fonts are in the first HTML).
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // Sticky: scrolled down as far as the column reaches (the details' end in view), the card is still
    // wholly in the window, 1 rem below its top.
    const deepest = await page.getByTestId('listing-aside').evaluate((column) => column.getBoundingClientRect().bottom + window.scrollY - window.innerHeight - 8);
    expect(deepest).toBeGreaterThan(laptop.height);
    await page.evaluate((y) => window.scrollTo(0, y), deepest);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(laptop.height);
    const stuck = await boxOf(card);
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y).toBeLessThanOrEqual(32);
    expect(stuck.y + stuck.height).toBeLessThanOrEqual(laptop.height);
  });
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the photo comes first, then price, acres and price per acre, all in the first screen and uncovered; the actions are one row of icons', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await countLayoutShifts(page);
    await page.goto(listingPath(brand, listing));
    await page.waitForLoadState('networkidle');
    await settlePage(page, { fullPage: false });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const bar = await boxOf(page.getByTestId('contact-bar'));
    expect(bar.y + bar.height).toBeCloseTo(phone.height, 0);
    const parts = firstScreen(page, listing);
    for (const [name, locator] of Object.entries(parts)) expectInside(await boxOf(locator), name, phone.width, bar.y);
    for (const locator of [parts.price, parts.acres, parts.perAcre]) expect(await uncovered(locator)).toBe(true);

    // The photo first, edge to edge, then the price; the title and the actions after the price.
    const photo = await boxOf(parts.photo);
    const price = await boxOf(parts.price);
    expect(photo.x).toBe(0);
    expect(photo.width).toBeCloseTo(phone.width, 0);
    expect(price.y).toBeGreaterThanOrEqual(photo.y + photo.height);
    expect((await boxOf(page.getByRole('heading', { level: 1 }))).y).toBeGreaterThan(price.y);

    // The gallery's buttons: one row of small pills along the photo's bottom edge, clear of its middle.
    const galleryButtons = await page.getByTestId('gallery-buttons').getByRole('button').all();
    expect(galleryButtons.length).toBeGreaterThan(0);
    for (const button of galleryButtons) {
      const box = await boxOf(button);
      expect(box.height).toBeLessThanOrEqual(32);
      expect(box.y).toBeGreaterThan(photo.y + photo.height * 0.75);
      expect(box.y + box.height).toBeLessThanOrEqual(photo.y + photo.height);
      expectInside(box, 'a gallery button', phone.width, bar.y);
    }

    // The actions: five icon buttons, named for screen readers, in one row below the price.
    const actions = page.getByRole('group', { name: 'Listing actions' }).locator(':scope > button, :scope > a');
    await expect(actions).toHaveCount(5);
    const actionBoxes = await Promise.all((await actions.all()).map(boxOf));
    for (const box of actionBoxes) {
      expect(box.width).toBeLessThanOrEqual(44);
      expect(box.y).toBeCloseTo(actionBoxes[0]!.y, 0);
      expect(box.y).toBeGreaterThan(price.y + price.height);
    }
    await expect(page.getByRole('group', { name: 'Listing actions' }).getByRole('link', { name: 'Print flyer' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Listing actions' }).getByRole('button', { name: 'Share' })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });

  test('the contact bar opens the contact form, and the end of the page scrolls clear of it', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const bar = page.getByTestId('contact-bar');
    await expect(bar).toBeVisible();

    // Scrolled to the very end, the footer's last line is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    const footer = await boxOf(page.locator('footer').last());
    expect(footer.y + footer.height).toBeLessThanOrEqual((await boxOf(bar)).y + 0.5);
    await page.evaluate(() => window.scrollTo(0, 0));

    // A tap before the page has hydrated does nothing, as for a visitor; it is simply repeated.
    const dialog = page.getByRole('dialog', { name: /^Email / });
    const open = bar.getByRole('button', { name: 'Contact broker' });
    await expect(async () => {
      if (!(await dialog.isVisible())) await open.click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog.getByLabel('Full name')).toBeVisible();
    await expect(dialog.getByLabel('Message')).toHaveValue(`I am interested in ${listing.title}. Please send me more information about this property.`);
    await expect(dialog.getByRole('button', { name: 'Send message' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
});

for (const viewport of [laptop, phone]) {
  test.describe(`a listing that takes no leads at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('shows neither the contact card nor the contact bar, and its photos and price keep the first screen', async ({ page, brand }) => {
      const listing = await findListingOfClosedAccount();
      await page.goto(listingPath(brand, listing));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
      await expect(page.getByRole('complementary', { name: 'Contact the broker' })).toHaveCount(0);
      await expect(page.getByTestId('contact-bar')).toHaveCount(0);
      await expect(page.getByTestId('listing-aside')).toHaveCount(0);
      expectInside(await boxOf(page.getByTestId('listing-acres')), 'acres', viewport.width, viewport.height);
      // No bar, so no room kept for one at the end of the page.
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    });
  });
}
