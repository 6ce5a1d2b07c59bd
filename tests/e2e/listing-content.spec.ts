import { e2ePort, expect, test } from './fixtures';
import { deleteListing, documentClicks, findListing, findListingWithDocument, insertListingCopy } from './listing-db';
import { flyerPath, jsonLdBlocks, listingPath, newClient, pdfPageCount, pngSize, speakAsNewClient } from './listing-support';
import { settlePage } from './page-settle';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// What a listing page hands on, per brand: the flyer on one Letter page, the Open Graph image, JSON-LD,
// documents (and their click log), and listing text holding markup shown inert. docs/listing-seo.md.

test.beforeEach(({ page, brand }) => speakAsNewClient(page, brand));

test.describe('the listing page hands on', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a listing has one address: other forms redirect 308 to it, an unknown id is a 404, the page is cached', async ({ request, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const canonical = listingPath(brand, listing);
    const headers = { 'x-forwarded-for': newClient(brand) };
    const page = await request.get(canonical, { headers, maxRedirects: 0 });
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('s-maxage=300, stale-while-revalidate=600');
    const wrongPlace = { land: `/property/nowhere-county-texas/${listing.id}/`, farm: `/property/nowhere-county-texas-${listing.id}/`, rec: `/nowhere-county-texas/pid/${listing.id}` }[brand];
    const moved = await request.get(wrongPlace, { headers, maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    // One Location, also on the first (uncached) answer: crawlers refuse "/a, /a".
    const locations = moved.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => h.value);
    expect(locations).toEqual([canonical]);
    const unknown = { land: '/property/nowhere-county-texas/1999999999/', farm: '/property/nowhere-county-texas-1999999999/', rec: '/nowhere-county-texas/pid/1999999999' }[brand];
    expect((await request.get(unknown, { headers, maxRedirects: 0 })).status()).toBe(404);
  });

  test('the flyer prints as one US Letter page', { tag: '@shared' }, async ({ page, brand }) => {
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

  test('the Open Graph image is a 1200x630 PNG', { tag: '@shared' }, async ({ page, request, brand }) => {
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

  test('a document opens as a PDF in a new tab, and the click is logged as a document click', { tag: '@shared' }, async ({ page, request, brand }) => {
    const { listing, documentId, title } = await findListingWithDocument();
    const before = await documentClicks(listing.id, documentId);
    await page.goto(listingPath(brand, listing));
    const section = page.getByRole('region', { name: 'Documents' });
    const link = section.getByRole('link', { name: new RegExp(title) });
    await expect(link).toHaveAttribute('href', `/api/documents/${documentId}`);
    // The new tab asks for the document. What it does with the PDF is the browser's: a viewer shows it,
    // a browser without one (the tests' headless shell) saves it, and the tab commits no page to read a
    // URL from. So the tab's own navigation request is the check.
    const documentRequest = page.context().waitForEvent('request', (asked) => asked.isNavigationRequest() && new URL(asked.url()).pathname === `/api/documents/${documentId}`);
    const [tab, asked] = await Promise.all([page.waitForEvent('popup'), documentRequest, link.click()]);
    expect(asked.frame().page()).toBe(tab);
    await tab.close();
    // The brands' projects run side by side on the same listing: at least this click is counted.
    await expect.poll(() => documentClicks(listing.id, documentId)).toBeGreaterThan(before);
    const pdf = await request.get(`/api/documents/${documentId}`, { headers: { 'x-forwarded-for': newClient(brand) } });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
  });

  test('markup in a listing\'s title and description shows as text and never runs', { tag: '@shared' }, async ({ page, brand }) => {
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
});
