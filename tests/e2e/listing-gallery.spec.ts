import { expect, test } from './fixtures';
import { findListing } from './listing-db';
import { axeViolations } from './axe';
import { expectPhoto, listingPath, markWindow, mouseSwipe, openCarousel, sameDocument, speakAsNewClient, texas, touchSwipe } from './listing-support';
import { settlePage } from './page-settle';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The listing page per brand, reached from search by client navigation; its gallery and full-screen
// carousel by button, keys, mouse and finger; video and 3D tour players only after a click; axe with and
// without the carousel. docs/listing-page.md, docs/listing-gallery.md.

test.beforeEach(({ page, brand }) => speakAsNewClient(page, brand));

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
    const price = (await placard.locator('.placard-price').first().innerText()).trim();
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

  test('the carousel opens from the hero and moves by the Next button, arrow keys and swipes; Escape closes it and focus returns', { tag: '@shared' }, async ({ page, brand }) => {
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

  test('video and 3D tour: no player until Play or Start is pressed, then a youtube-nocookie/Vimeo or Matterport frame', { tag: '@shared' }, async ({ page, brand }) => {
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
});

test.describe('the listing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a finger swipe moves the photos', { tag: '@shared' }, async ({ page, brand }) => {
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
