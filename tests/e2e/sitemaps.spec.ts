import { expect, test } from './fixtures';
import { sitemapSchemaErrors } from '../support/sitemap-schema';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The brand's XML sitemap through the app (docs/crawling.md): the index and a listings file validate
// against the sitemaps.org schemas, name the brand's own origin, and a sample of 120 of their URLs
// all answer 200. A demo host's robots.txt keeps every crawler out.

// Each URL of the sample is a cold render of a whole page: 120 per brand (360 in a run) keep the
// suite within its 30 minutes; the sample is spread over the three files, so every kind of page is in it.
const SAMPLE = 120;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

test(`the sitemap index and its files validate, and a sample of ${SAMPLE} of their URLs answer 200`, async ({ request, brand }) => {
  test.setTimeout(180_000);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const indexXml = await index.text();
  expect(await sitemapSchemaErrors(indexXml, 'index')).toEqual([]);
  const files = locs(indexXml);
  expect(files.every((file) => file.startsWith(`http://${brand}.localhost:`))).toBe(true);
  const paths = (url: string) => new URL(url).pathname + new URL(url).search;

  const urls: string[] = [];
  for (const name of ['pages', 'listings-0', 'brokers-0']) {
    const file = files.find((url) => url.endsWith(`/sitemaps/${name}.xml`));
    expect(file, name).toBeTruthy();
    const answer = await request.get(paths(file ?? ''));
    expect(answer.status()).toBe(200);
    const xml = await answer.text();
    expect(await sitemapSchemaErrors(xml, 'urlset')).toEqual([]);
    urls.push(...locs(xml));
  }
  expect(urls.length).toBeGreaterThan(SAMPLE);
  // Evenly spread across the three files: pages of text, places, listings and brokers.
  const step = Math.floor(urls.length / SAMPLE);
  const sample = urls.filter((_, i) => i % step === 0).slice(0, SAMPLE);
  expect(sample).toHaveLength(SAMPLE);
  const failed: string[] = [];
  for (const url of sample) {
    const answer = await request.get(paths(url), { maxRedirects: 0 });
    if (answer.status() !== 200) failed.push(`${answer.status()} ${url}`);
  }
  expect(failed).toEqual([]);
});

test("a demo host's robots.txt keeps crawlers out", async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/User-agent: \*\nDisallow: \/\n$/);
});

test('the HTML sitemap walks from the footer to a state, a county and a listing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  const states = page.getByRole('region', { name: 'Land for sale by state' }).getByRole('link');
  expect(await states.count()).toBeGreaterThan(10);
  await states.filter({ hasText: /^Texas$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Texas land for sale: sitemap');
  const counties = page.getByRole('region', { name: 'Texas counties with land for sale' }).getByRole('link');
  expect(await counties.count()).toBeGreaterThan(0);
  const county = (await counties.first().textContent()) ?? '';
  await counties.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${county}, TX land for sale: sitemap`);
  const listings = page.getByRole('region', { name: 'Listings' }).getByRole('link');
  expect(await listings.count()).toBeGreaterThan(0);
  const title = (await listings.first().textContent()) ?? '';
  await listings.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});
