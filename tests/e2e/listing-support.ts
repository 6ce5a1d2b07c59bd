import type { Locator, Page } from '@playwright/test';
import { expect, type BrandKey } from './fixtures';
import { newClient } from './client-address';
import type { SeededListing } from './listing-db';

// What the listing page's end-to-end specs share: paths by dialect, client addresses, the carousel's
// gestures, axe, JSON-LD, the lead form, the outbox, PDF and PNG checks.

export const texas: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
export const siteId: Record<BrandKey, number> = { land: 1, farm: 2, rec: 3 };
export const outboxPath: Record<BrandKey, string> = { land: '/dev/outbox/', farm: '/dev/outbox/', rec: '/dev/outbox' };

/** The listing's one canonical URL in each brand's dialect (listingHref, lib/routing). */
export function listingPath(brand: BrandKey, listing: { id: number; canonicalLocation: string }): string {
  const { id, canonicalLocation: place } = listing;
  return { land: `/property/${place}/${id}/`, farm: `/property/${place}-${id}/`, rec: `/${place}/pid/${id}` }[brand];
}
export const flyerPath = (brand: BrandKey, id: number) => (brand === 'rec' ? `/flyer/${id}` : `/flyer/${id}/`);

export { newClient };
export const freshEmail = (brand: BrandKey, purpose: string) => `${purpose}.${brand}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

/** Page views, the phone check, leads and print logging of one test count against an address of its own. */
export async function speakAsNewClient(page: Page, brand: BrandKey): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient(brand) });
}

export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: 'yes' }));
}
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument);

/**
 * Clicks a hero control until the carousel dialog is open: a click that lands before the page has
 * hydrated does nothing, as it would for a visitor, and is simply repeated.
 */
export async function openCarousel(page: Page, opener: Locator, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `Gallery: ${title}` });
  // A click on the server HTML's hero does nothing: wait until the page's code has taken it over
  // (GalleryOpener's data-opener), then one click opens the carousel. Its code is a chunk fetched on
  // the first reach for it, which on a busy machine can take seconds.
  await expect(page.locator('[data-opener]')).toHaveAttribute('data-opener', 'live', { timeout: 30_000 });
  await opener.click();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

export type Direction = 'to the left' | 'to the right';

/**
 * A horizontal swipe across 70% of a box, so that Swiper takes it however long it lasts (a slow swipe
 * must cover half the slide), a third of the way down: clear of the arrow buttons, which sit in the
 * middle, and of the counter at the bottom.
 */
export function swipeLine(box: { x: number; y: number; width: number; height: number }, direction: Direction) {
  const [from, to] = direction === 'to the left' ? [0.85, 0.15] : [0.15, 0.85];
  return { fromX: box.x + box.width * from, toX: box.x + box.width * to, y: box.y + box.height / 3 };
}

/**
 * Waits for the slide transition to end. The counter changes as a move starts, and a looping Swiper
 * drops a move asked for while it is still sliding (loopPreventsSliding), so each step waits.
 */
export async function atRest(photos: Locator): Promise<void> {
  await expect.poll(() => photos.evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating)).toBe(false);
}

/** Checks the "n / N" counter, then waits until the photos stand still. */
export async function expectPhoto(counter: Locator, photos: Locator, index: number, count: number): Promise<void> {
  await expect(counter).toHaveText(`${index} / ${count}`);
  await atRest(photos);
}

/** A mouse drag across the carousel: Swiper takes pointer events, so this is the desktop swipe. */
export async function mouseSwipe(page: Page, target: Locator, direction: Direction): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const { fromX, toX, y } = swipeLine(box, direction);
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  await page.mouse.move(toX, y, { steps: 12 });
  await page.mouse.up();
}

/** A finger swipe, as a phone's touch screen sends it: touch events and the pointer events Chromium derives from them. */
export async function touchSwipe(page: Page, target: Locator, direction: Direction): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const { fromX, toX, y } = swipeLine(box, direction);
  const cdp = await page.context().newCDPSession(page);
  const steps = 12;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * i) / steps, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}


export interface JsonLd {
  '@type'?: string;
  name?: string;
  offers?: { '@type'?: string; price?: number; priceCurrency?: string };
  about?: { geo?: { '@type'?: string; latitude?: number; longitude?: number } };
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test here). */
export async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** A POST /api/leads body as the listing page sends it: the visitor's fields and the SPEC §3 payload. */
export function leadBody(brand: BrandKey, listing: SeededListing, email: string) {
  return {
    name: 'Dana Buyer', email, phone: '', message: 'Is the road paved?', wantsFinancing: false, website: '',
    payload: {
      siteId: siteId[brand], leadSource: 'listing detail', brokerId: listing.broker.accountId, stateId: listing.stateId, countyId: listing.countyId,
      listingId: listing.id, siteListingId: null, externalSourceId: null, partnerId: null, price: listing.price, acres: listing.acres,
      listingLevel: listing.listingLevel, listingUpgradeLevel: listing.upgradeLevelId, propertyTitle: listing.title,
    },
  };
}

/**
 * The real contact form inside the card: the card first draws plain inputs and loads the form's code
 * when a field takes focus (docs/leads.md); the loaded form marks itself with aria-busy. Focusing
 * before hydration does nothing, so the focus is given again until the form is there.
 */
export async function leadForm(card: Locator): Promise<Locator> {
  const form = card.locator('form[aria-busy]');
  await expect(async () => {
    await card.getByLabel('Full name').focus();
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return form;
}

/** The outbox's mails (recipient, subject, time and text as shown) that mention `needle`, newest first. */
export async function outboxMails(outbox: Page, brand: BrandKey, needle: string): Promise<string[]> {
  const response = await outbox.goto(outboxPath[brand]);
  expect(response?.status()).toBe(200);
  return outbox.getByRole('main').getByRole('listitem').filter({ hasText: needle }).allInnerTexts();
}

/** Pages of a PDF: its /Type /Page objects (not the /Pages tree node). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
