import { axeViolations } from './axe';
import { expect, test, type BrandKey } from './fixtures';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

const expected: Record<BrandKey, { title: RegExp; placeholder: string; accent: string; footer: string; texas: string }> = {
  land: {
    title: /Acrewise/,
    placeholder: 'Enter a State, County, City, or ID',
    accent: '#2f6b3f',
    footer: 'Real Estate For Sale by Type',
    texas: '/texas-land-for-sale/',
  },
  farm: {
    title: /Fieldstead Farm & Ranch/,
    placeholder: 'Enter a City, County, State, or ID',
    accent: '#d3ae48',
    footer: 'Popular States',
    texas: '/search/texas/',
  },
  rec: {
    title: /Wildshore/,
    placeholder: 'Enter a City, County, State, or ID',
    accent: '#fa6401',
    footer: 'Popular States',
    texas: '/texas-land-for-sale',
  },
};

test('home renders the brand with a listing count read from the database', async ({ page, brand }) => {
  const want = expected[brand];
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(want.title);
  await expect(page.getByRole('combobox', { name: 'Search land by location or listing ID' })).toHaveAttribute('placeholder', want.placeholder);
  const count = page.getByTestId('available-count');
  await expect(count).toHaveText(/^[\d,]+ propert(y|ies) for sale$/);
  expect(Number((await count.getAttribute('data-count')) ?? '0')).toBeGreaterThan(1000);
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: want.footer, exact: true })).toBeVisible();
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-accent').trim());
  expect(accent.toLowerCase()).toBe(want.accent);
});

test('a state link built by the dialect opens a search route', async ({ page, brand }) => {
  await page.goto('/');
  const link = page.getByTestId('state-links').getByRole('link', { name: /^Texas/ });
  await expect(link).toHaveAttribute('href', expected[brand].texas);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${expected[brand].texas.replace(/\//g, '\\/')}$`));
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
});

test('an unknown path shows the brand 404 page with status 404', async ({ page, request, brand }) => {
  const text = brand === 'land' ? 'You went off the grid! Let’s get you back on the map' : 'We couldn’t find this page';
  // In the server HTML itself, not only after hydration: crawlers and visitors without scripts read it too.
  const html = await request.get('/this/path/does-not-exist-anywhere/');
  expect(html.status()).toBe(404);
  expect(await html.text()).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`));
  const response = await page.goto('/this/path/does-not-exist-anywhere/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(text)).toBeVisible();
  // Not the home page's title: the 404 names itself in the brand's title pattern.
  await expect(page).toHaveTitle(/^Page not found \| /);
});

test('public assets are served as files, not rewritten into a brand page', async ({ request, brand }) => {
  // robots.txt is the brand's own (docs/crawling.md): on this demo host it keeps every crawler out.
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toBe('image/png');
  const manifest = await request.get(`/brand-assets/${brand}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect((await manifest.json()).short_name).toBeTruthy();
});

test('a non-canonical form of a valid URL redirects 308 to the canonical one', async ({ request, brand }) => {
  const canonical = expected[brand].texas;
  const wrong = brand === 'rec' ? `${canonical.toUpperCase()}/` : canonical.toUpperCase().replace(/\/$/, '');
  const response = await request.get(wrong, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(canonical);
});

// DESIGN §2 "old dialect": the same search and broker pages written in the other brands' dialects.
const oldDialect: Record<BrandKey, ReadonlyArray<readonly [string, string]>> = {
  land: [['/search/texas/', '/texas-land-for-sale/'], ['/texas-land-for-sale/llano-county', '/texas-land-for-sale/llano-county/'], ['/broker/jane-doe-55/', '/member/jane-doe/55/']],
  farm: [['/texas-land-for-sale/', '/search/texas/'], ['/texas-land-for-sale/llano-county', '/search/texas/llano-county/'], ['/profile/jane-doe/55', '/broker/jane-doe-55/']],
  rec: [['/search/texas', '/texas-land-for-sale'], ['/search/texas/llano-county/', '/texas-land-for-sale/llano-county'], ['/member/jane-doe/55/', '/profile/jane-doe/55']],
};

test('another brand\'s dialect of a valid URL redirects 308 to this brand\'s form', async ({ request, brand }) => {
  expect(oldDialect[brand].length).toBe(3);
  for (const [path, canonical] of oldDialect[brand]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe(canonical);
  }
});

test('a page only another brand has stays a 404 rather than redirecting home', async ({ request, brand }) => {
  test.skip(brand === 'land', 'landing pages are the main land site\'s own');
  const response = await request.get('/Texas', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test('home has no detectable accessibility violations', async ({ page }) => {
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
});

test('a near-me search path whose last segment holds a decimal point reaches the router', async ({ page, brand }) => {
  const nearMe = { land: '/land/lat30.7/long-98.6/', farm: '/search/all-land/lat30.7/long-98.6/', rec: '/land/lat30.7/long-98.6' }[brand];
  const response = await page.goto(nearMe);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
});
