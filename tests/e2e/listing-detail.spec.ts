import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { e2ePort, expect, test, type BrandKey } from './fixtures';
import { deleteListing, documentClicks, findListing, findListingOfClosedAccount, findListingWithDocument, insertListingCopy, leadRows, type SeededListing } from './listing-db';
import { settlePage } from './page-settle';

// The listing detail page, per brand: reached from search by client navigation; its gallery, video and
// 3D tour; the contact form and what a lead leaves behind (one row, one mail to the broker); the flyer on
// one Letter page; the Open Graph image and JSON-LD; accessibility; listing text that holds markup; the
// lead endpoint's refusals. docs/leads.md, docs/listing-gallery.md, docs/listing-seo.md.

const texas: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
const siteId: Record<BrandKey, number> = { land: 1, farm: 2, rec: 3 };
const outboxPath: Record<BrandKey, string> = { land: '/dev/outbox/', farm: '/dev/outbox/', rec: '/dev/outbox' };

/** The listing's one canonical URL in each brand's dialect (listingHref, lib/routing). */
function listingPath(brand: BrandKey, listing: { id: number; canonicalLocation: string }): string {
  const { id, canonicalLocation: place } = listing;
  return { land: `/property/${place}/${id}/`, farm: `/property/${place}-${id}/`, rec: `/${place}/pid/${id}` }[brand];
}
const flyerPath = (brand: BrandKey, id: number) => (brand === 'rec' ? `/flyer/${id}` : `/flyer/${id}/`);

// Rate limits are per client address, and the server believes loopback's X-Forwarded-For. Each brand
// speaks from its own range, so brands never share an allowance, and each run from a random part of it,
// so runs within a limit's window (ten minutes for leads) seldom do. Emails are fresh per run too: the
// per-email limit lasts an hour, and the dedupe key holds the sender's email.
const brandOctet: Record<BrandKey, number> = { land: 97, farm: 98, rec: 99 };
const runOctet = Math.floor(Math.random() * 250);
let clientCounter = 0;
const newClient = (brand: BrandKey) => `100.${brandOctet[brand]}.${runOctet}.${(++clientCounter % 250) + 1}`;
const freshEmail = (brand: BrandKey, purpose: string) => `${purpose}.${brand}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

test.beforeEach(async ({ page, brand }) => {
  // Page views, the phone check, leads and print logging of one test count against an address of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient(brand) });
});

async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: 'yes' }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument);

/**
 * Clicks a hero control until the carousel dialog is open: a click that lands before the page has
 * hydrated does nothing, as it would for a visitor, and is simply repeated.
 */
async function openCarousel(page: Page, opener: Locator, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `Gallery: ${title}` });
  await expect(async () => {
    await opener.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

type Direction = 'to the left' | 'to the right';

/**
 * A horizontal swipe across 70% of a box, so that Swiper takes it however long it lasts (a slow swipe
 * must cover half the slide), a third of the way down: clear of the arrow buttons, which sit in the
 * middle, and of the counter at the bottom.
 */
function swipeLine(box: { x: number; y: number; width: number; height: number }, direction: Direction) {
  const [from, to] = direction === 'to the left' ? [0.85, 0.15] : [0.15, 0.85];
  return { fromX: box.x + box.width * from, toX: box.x + box.width * to, y: box.y + box.height / 3 };
}

/**
 * Waits for the slide transition to end. The counter changes as a move starts, and a looping Swiper
 * drops a move asked for while it is still sliding (loopPreventsSliding), so each step waits.
 */
async function atRest(photos: Locator): Promise<void> {
  await expect.poll(() => photos.evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating)).toBe(false);
}

/** Checks the "n / N" counter, then waits until the photos stand still. */
async function expectPhoto(counter: Locator, photos: Locator, index: number, count: number): Promise<void> {
  await expect(counter).toHaveText(`${index} / ${count}`);
  await atRest(photos);
}

/** A mouse drag across the carousel: Swiper takes pointer events, so this is the desktop swipe. */
async function mouseSwipe(page: Page, target: Locator, direction: Direction): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const { fromX, toX, y } = swipeLine(box, direction);
  await page.mouse.move(fromX, y);
  await page.mouse.down();
  await page.mouse.move(toX, y, { steps: 12 });
  await page.mouse.up();
}

/** A finger swipe, as a phone's touch screen sends it: touch events and the pointer events Chromium derives from them. */
async function touchSwipe(page: Page, target: Locator, direction: Direction): Promise<void> {
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

/** WCAG 2 A and AA violations axe finds on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

interface JsonLd {
  '@type'?: string;
  name?: string;
  offers?: { '@type'?: string; price?: number; priceCurrency?: string };
  about?: { geo?: { '@type'?: string; latitude?: number; longitude?: number } };
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test here). */
async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** A POST /api/leads body as the listing page sends it: the visitor's fields and the SPEC §3 payload. */
function leadBody(brand: BrandKey, listing: SeededListing, email: string) {
  return {
    name: 'Dana Buyer', email, phone: '', message: 'Is the road paved?', wantsFinancing: false, website: '',
    payload: {
      siteId: siteId[brand], leadSource: 'listing detail', brokerId: listing.broker.accountId, stateId: listing.stateId, countyId: listing.countyId,
      listingId: listing.id, siteListingId: null, externalSourceId: null, partnerId: null, price: listing.price, acres: listing.acres,
      listingLevel: listing.listingLevel, listingUpgradeLevel: listing.upgradeLevelId, propertyTitle: listing.title,
    },
  };
}

test.describe('the listing page on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a placard opens its listing by client navigation; the page shows the title, the price and breadcrumbs', async ({ page, brand }) => {
    const rscPaths = new Set<string>();
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') rscPaths.add(new URL(request.url()).pathname);
    });
    await page.goto(texas[brand]);
    await markWindow(page);
    const placard = page.getByTestId('results').locator('article').first();
    const link = placard.locator('h2 a[href]');
    const href = (await link.getAttribute('href')) ?? '';
    const title = (await link.innerText()).trim();
    const price = (await placard.locator('p span.text-lg').first().innerText()).trim();
    await link.click();

    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The router fetched the listing's RSC payload (prefetched in view, or on the click), not a document.
    await expect.poll(() => rscPaths.has(href)).toBe(true);
    expect(await sameDocument(page)).toBe('yes');
    await expect(page.getByTestId('listing-price')).toHaveText(price);
    await expect(page.getByTestId('listing-price')).toHaveText(/^(\$\d{1,3}(,\d{3})*|Auction|Contact for Price)$/);

    // Home > Texas > the county > the listing itself (not a link), in the brand's dialect.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Texas', /\S.* (County|Parish)$/]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Texas' })).toHaveAttribute('href', texas[brand]);
    const countyHref = (await crumbs.getByRole('link').nth(2).getAttribute('href')) ?? '';
    expect(countyHref.startsWith(texas[brand].replace(/\/?$/, '/'))).toBe(true);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
  });

  test('the carousel opens from the hero and moves by the Next button, arrow keys and swipes; Escape closes it and focus returns', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const count = listing.photoCount;
    await page.goto(listingPath(brand, listing));
    const gallery = page.getByTestId('listing-gallery');
    await expect(gallery.getByRole('button', { name: `See all ${count} photos` })).toBeVisible();
    const opener = gallery.getByRole('button', { name: `Open photo 1 of ${count}` });
    const dialog = await openCarousel(page, opener, listing.title);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const counter = dialog.getByTestId('gallery-counter');
    const photos = dialog.locator('[aria-roledescription="carousel"]');
    await expectPhoto(counter, photos, 1, count);

    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expectPhoto(counter, photos, 2, count);
    // The dialog is modal, so the arrow keys are the carousel's.
    await page.keyboard.press('ArrowRight');
    await expectPhoto(counter, photos, 3, count);
    await page.keyboard.press('ArrowLeft');
    await expectPhoto(counter, photos, 2, count);

    await mouseSwipe(page, photos, 'to the left');
    await expectPhoto(counter, photos, 3, count);
    await mouseSwipe(page, photos, 'to the right');
    await expectPhoto(counter, photos, 2, count);

    // It loops: back past the first photo is the last.
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expectPhoto(counter, photos, 1, count);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expectPhoto(counter, photos, count, count);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('video and 3D tour: no player until Play or Start is pressed, then a youtube-nocookie/Vimeo or Matterport frame', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: true });
    // Nothing leaves the machine: the players' hosts answer with an empty page, and every request to
    // them is noted, so the test can tell none was made before the visitor asked.
    const playerRequests: string[] = [];
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|my\.matterport\.com)\//, async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto(listingPath(brand, listing));
    const dialog = await openCarousel(page, page.getByTestId('gallery-buttons').getByRole('button', { name: 'Video', exact: true }), listing.title);
    await expect(dialog).toHaveAttribute('data-mode', 'video');
    await expect(dialog.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);

    await dialog.getByRole('button', { name: 'Play video' }).click();
    const video = dialog.locator('iframe');
    await expect(video).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)\?(.*&)?autoplay=1(&|$)/);
    await expect(video).toHaveAttribute('title', `Video of ${listing.title}`);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);

    await dialog.getByRole('group', { name: 'Show' }).getByRole('button', { name: '3D Tour' }).click();
    await expect(dialog).toHaveAttribute('data-mode', 'tour');
    await expect(dialog.getByRole('button', { name: 'Start 3D tour' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    expect(playerRequests.filter((url) => url.includes('matterport'))).toEqual([]);

    await dialog.getByRole('button', { name: 'Start 3D tour' }).click();
    const tour = dialog.locator('iframe');
    await expect(tour).toHaveAttribute('src', /^https:\/\/my\.matterport\.com\/show\/\?m=[\w-]{11}&play=1$/);
    await expect(tour).toHaveAttribute('title', `3D tour of ${listing.title}`);
  });

  test('the contact form shows the SPEC §5 messages, then sends; one lead row and one broker mail, also for a second identical message', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const buyer = { name: 'Dana Buyer', email: freshEmail(brand, 'lead-form'), phone: '(512) 555-0123' };
    const leadPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') leadPosts.push(r.postData() ?? '');
    });
    await page.goto(listingPath(brand, listing));

    const card = page.getByRole('complementary', { name: 'Contact the broker' });
    const form = await leadForm(card);
    const field = {
      name: form.getByLabel('Full name'),
      email: form.getByLabel('Email'),
      phone: form.getByLabel('Phone (optional)'),
      message: form.getByLabel('Message'),
    };
    const send = form.getByRole('button', { name: 'Send message' });
    const defaultMessage = `I am interested in ${listing.title}. Please send me more information about this property.`;
    await expect(field.message).toHaveValue(defaultMessage);

    // Empty: every required field says so; nothing is sent.
    await field.message.fill('');
    await send.click();
    for (const required of [field.name, field.email, field.message]) {
      await expect(required).toHaveAccessibleDescription('This field is required.');
      await expect(required).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field.phone).not.toHaveAttribute('aria-invalid', 'true');

    // Invalid: the SPEC §5 sentence of each rule (tests/unit/components/listing/lead-form.test.tsx).
    await field.name.fill('Dana');
    await field.email.fill('dana@');
    await field.phone.fill('512-55-0123');
    await field.message.fill('<b>Call me</b>');
    await send.click();
    await expect(field.name).toHaveAccessibleDescription('Please enter valid full name.');
    await expect(field.email).toHaveAccessibleDescription('Please enter an email address in a valid format.');
    await expect(field.phone).toHaveAccessibleDescription('Please enter a validly formatted phone number.');
    await expect(field.message).toHaveAccessibleDescription('Please remove the HTML from this text.');
    expect(leadPosts).toEqual([]);

    // Valid: sent, the success state, the lead stored against the listing's broker.
    const fillValid = async () => {
      await field.name.fill(buyer.name);
      await field.email.fill(buyer.email);
      await field.phone.fill(buyer.phone);
      await field.message.fill(defaultMessage);
    };
    await fillValid();
    await send.click();
    const sent = card.getByRole('status');
    await expect(sent).toContainText('Your message has been sent');
    expect(leadPosts).toHaveLength(1);
    expect(await leadRows(buyer.email)).toEqual([{ listingId: listing.id, accountId: listing.broker.accountId }]);

    // The broker's mail reaches the outbox (the job worker polls every 5 s).
    const outbox = await page.context().newPage();
    await expect.poll(() => outboxMails(outbox, brand, buyer.email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await outboxMails(outbox, brand, buyer.email);
    expect(mail).toContain(listing.broker.email);
    expect(mail).toContain(listing.title);

    // The same message again within 10 minutes: answered as sent, but no second row and no second mail.
    await sent.getByRole('button', { name: 'Send another message' }).click();
    const again = await leadForm(card);
    await expect(again.getByRole('button', { name: 'Send message' })).toBeVisible();
    await fillValid();
    await again.getByRole('button', { name: 'Send message' }).click();
    await expect(card.getByRole('status')).toContainText('Your message has been sent');
    expect(leadPosts).toHaveLength(2);
    expect(await leadRows(buyer.email)).toHaveLength(1);
    // A duplicate queues no mail job; a second mail, were there one, would arrive within a worker poll.
    await page.waitForTimeout(7_000);
    expect(await outboxMails(outbox, brand, buyer.email)).toHaveLength(1);
  });

  test('a listing whose broker account cannot take leads offers no contact form', async ({ page, request, brand }) => {
    const listing = await findListingOfClosedAccount();
    // The server refuses every lead for it (lib/leads/lead-service.ts: a free or inactive account) ...
    const refused = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': newClient(brand) },
      data: leadBody(brand, listing, freshEmail(brand, 'closed-account')),
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['This listing is not taking messages.'] });
    // ... so the page must not offer a form that can only fail.
    await page.goto(listingPath(brand, listing));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(page.getByRole('complementary', { name: 'Contact the broker' })).toHaveCount(0);
  });

  test('the flyer prints as one US Letter page', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    await expect(page.getByRole('link', { name: 'Print flyer' })).toHaveAttribute('href', flyerPath(brand, listing.id));
    const response = await page.goto(flyerPath(brand, listing.id));
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-flyer]')).toContainText(listing.title);
    await settlePage(page, { fullPage: true });
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdfPageCount(pdf)).toBe(1);
    // 8.5 x 11 in at 72 points an inch.
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
  });

  test('the Open Graph image is a 1200x630 PNG', async ({ page, request, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const content = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
    const url = new URL(content);
    expect(url.origin).toBe(`http://${brand}.localhost:${e2ePort}`);
    expect(url.pathname).toBe(`/api/og/listing/${listing.id}`);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', content);

    const image = await request.get(`${url.pathname}${url.search}`, { headers: { 'x-forwarded-for': newClient(brand) } });
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });

  test('the JSON-LD parses and carries the price and the coordinates', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const realEstate = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'RealEstateListing');
    expect(realEstate?.name).toBe(listing.title);
    expect(realEstate?.offers).toMatchObject({ '@type': 'Offer', price: listing.price, priceCurrency: 'USD' });
    const geo = realEstate?.about?.geo;
    expect(geo?.['@type']).toBe('GeoCoordinates');
    expect(geo?.latitude).toBeCloseTo(listing.latitude, 5);
    expect(geo?.longitude).toBeCloseTo(listing.longitude, 5);
  });

  test('a document opens as a PDF in a new tab, and the click is logged as a document click', async ({ page, request, brand }) => {
    const { listing, documentId, title } = await findListingWithDocument();
    const before = await documentClicks(listing.id, documentId);
    await page.goto(listingPath(brand, listing));
    const section = page.getByRole('region', { name: 'Documents' });
    const link = section.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('href', `/api/documents/${documentId}`);
    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(new URL(tab.url()).pathname).toBe(`/api/documents/${documentId}`);
    await tab.close();
    // The brands' projects run side by side on the same listing: at least this click is counted.
    await expect.poll(() => documentClicks(listing.id, documentId)).toBeGreaterThan(before);
    const pdf = await request.get(`/api/documents/${documentId}`, { headers: { 'x-forwarded-for': newClient(brand) } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
  });

  test("the broker block's link opens the search of the broker's own listings", async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const link = page.getByTestId('broker-block').getByRole('link', { name: 'See all listings from this broker' });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/propertylink/${listing.broker.accountId}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Properties listed by');
  });

  test('markup in a listing\'s title and description shows as text and never runs', async ({ page, brand }) => {
    const source = await findListing({ withVideoAndTour: false });
    const title = `Inert ${brand} <b>bold</b> </script><script>window.__injected = "title"</script>`;
    const description = `<script>window.__injected = "description"</script>\n\n<b>Bold claim</b> <img src="x" onerror="window.__injected = 'img'">`;
    const listing = await insertListingCopy(source.id, { title, description });
    try {
      const response = await page.goto(listingPath(brand, listing));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const text = page.getByTestId('listing-description');
      await expect(text).toContainText('<script>window.__injected = "description"</script>');
      await expect(text).toContainText(`<b>Bold claim</b> <img src="x" onerror="window.__injected = 'img'">`);
      await expect(page.locator('h1 b, [data-testid="listing-description"] :is(script, b, img)')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
      // The title's "</script>" did not end the JSON-LD element: it still parses, with the title intact.
      const realEstate = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'RealEstateListing');
      expect(realEstate?.name).toBe(title);
    } finally {
      await deleteListing(listing.id);
    }
  });

  test('the lead endpoint answers wrong types, oversize fields, a bad phone and broken bodies with 4xx and stores nothing', async ({ request, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const email = freshEmail(brand, 'lead-api');
    const valid = leadBody(brand, listing, email);
    // Each request from a fresh address: a 4xx must be the answer to the body, never to a rate limit.
    // The body goes as bytes: Playwright would quote a string that is not JSON into a JSON string.
    const post = (body: string, contentType = 'application/json') =>
      request.post('/api/leads', { headers: { 'content-type': contentType, 'x-forwarded-for': newClient(brand) }, data: Buffer.from(body) });
    const fieldErrors = async (body: object) => {
      const response = await post(JSON.stringify(body));
      expect(response.status()).toBe(422);
      return ((await response.json()) as { fields?: Record<string, string> }).fields;
    };

    expect(await fieldErrors({ ...valid, name: 42, email: ['a@example.com'], phone: 5125550123, message: null, wantsFinancing: 'yes' })).toEqual({
      name: 'Please check this value.',
      email: 'Please check this value.',
      phone: 'Please check this value.',
      message: 'This field is required.',
      wantsFinancing: 'Please check this value.',
    });
    expect(await fieldErrors({ ...valid, name: `Dana ${'x'.repeat(120)}`, message: 'x'.repeat(2001) })).toEqual({
      name: 'This value must be at most 100 characters.',
      message: 'This value must be at most 2000 characters.',
    });
    expect(await fieldErrors({ ...valid, phone: '512-55-0123' })).toEqual({ phone: 'Please enter a validly formatted phone number.' });
    expect(await fieldErrors({ ...valid, payload: { ...valid.payload, listingId: 'forty-seven' } })).toHaveProperty(['payload.listingId']);

    expect((await post('{"name": "Dana Buyer",')).status()).toBe(400);
    expect((await post(`name=Dana&email=${encodeURIComponent(email)}`, 'application/x-www-form-urlencoded')).status()).toBe(415);
    expect((await post(JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }))).status()).toBe(413);
    expect(await leadRows(email)).toEqual([]);
  });
});

test.describe('the listing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger swipe moves the photos', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const dialog = await openCarousel(page, page.getByTestId('listing-gallery').getByRole('button', { name: `Open photo 1 of ${listing.photoCount}` }), listing.title);
    const counter = dialog.getByTestId('gallery-counter');
    const photos = dialog.locator('[aria-roledescription="carousel"]');
    await expectPhoto(counter, photos, 1, listing.photoCount);
    await touchSwipe(page, photos, 'to the left');
    await expectPhoto(counter, photos, 2, listing.photoCount);
    await touchSwipe(page, photos, 'to the right');
    await expectPhoto(counter, photos, 1, listing.photoCount);
  });
});

for (const width of [1366, 390]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 900 ? 900 : 844 } });

    test('axe finds no violations on the listing page, nor with the carousel open', async ({ page, brand }) => {
      const listing = await findListing({ withVideoAndTour: true });
      await page.goto(listingPath(brand, listing));
      await settlePage(page, { fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      const opener = page.getByTestId('listing-gallery').getByRole('button', { name: `Open photo 1 of ${listing.photoCount}` });
      const dialog = await openCarousel(page, opener, listing.title);
      await expect(dialog.getByTestId('gallery-counter')).toHaveText(`1 / ${listing.photoCount}`);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

/**
 * The real contact form inside the card: the card first draws plain inputs and loads the form's code
 * when a field takes focus (docs/leads.md); the loaded form marks itself with aria-busy. Focusing
 * before hydration does nothing, so the focus is given again until the form is there.
 */
async function leadForm(card: Locator): Promise<Locator> {
  const form = card.locator('form[aria-busy]');
  await expect(async () => {
    await card.getByLabel('Full name').focus();
    await expect(form).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return form;
}

/** The outbox's mails (recipient, subject, time and text as shown) that mention `needle`, newest first. */
async function outboxMails(outbox: Page, brand: BrandKey, needle: string): Promise<string[]> {
  const response = await outbox.goto(outboxPath[brand]);
  expect(response?.status()).toBe(200);
  return outbox.getByRole('main').getByRole('listitem').filter({ hasText: needle }).allInnerTexts();
}

/** Pages of a PDF: its /Type /Page objects (not the /Pages tree node). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
