import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, gzipBytes } from '../../scripts/bench/first-load';
import { firstListingPath } from '../../scripts/bench/listing-link';
import { brandFont } from '@/lib/brand';
import { siteBrand } from '@/lib/brand/server';
import { brokerListingsRoute, brokerProfileRoute } from '@/lib/brokers';
import { dialects } from '@/lib/routing';
import { expect, test, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';

// DESIGN §6: no route loads more than 150 KB of gzip JavaScript before anything else; the map, the
// carousel and the filter form's validation come on demand. `npm run bench:bundles` prints the figures.

// The login page, a content page and the privacy-rights page too: their forms' code (react-hook-form,
// zod) is fetched when a form is shown, not with the route. The search page comes second to last.
const paths: Record<BrandKey, string[]> = {
  land: ['/login/', '/contact-us/', '/privacy-rights/', '/', '/Texas', '/broker/texas/', '/texas-land-for-sale/', '/no/such/page/'],
  farm: ['/login/', '/contact-us/', '/privacy-rights/', '/', '/real-estate-agents/texas/', '/search/texas/', '/no/such/page/'],
  rec: ['/login', '/contact-us', '/privacy-rights', '/', '/find-agent/texas', '/texas-land-for-sale', '/no/such/page'],
};

/**
 * Broker pages at their canonical URLs: the seeded corporate office (account 1) with its agents, the
 * first broker with a video and awards (the player's code must wait for Play), and a broker's listings.
 */
const brokerPaths = (brand: BrandKey) =>
  withDatabase(async (sql) => {
    const rows = await sql<{ id: string; contact_name: string | null; company_name: string | null }>(
      `(select id::text, contact_name, company_name from accounts where id = 1)
       union all
       (select a.id::text, a.contact_name, a.company_name from accounts a
        where a.is_active and a.is_seller and a.video_url is not null and exists (select 1 from broker_awards w where w.account_id = a.id) order by a.id limit 1)`);
    const dialect = dialects[siteBrand(brand)?.urlDialect ?? 'land'];
    const accounts = rows.map((row) => ({ accountId: Number(row.id), contactName: row.contact_name, companyName: row.company_name }));
    expect(accounts, 'a seeded broker with a video and awards').toHaveLength(2);
    return [...accounts.map((a) => dialect.build(brokerProfileRoute(a))), ...accounts.slice(0, 1).map((a) => dialect.build(brokerListingsRoute(a)))];
  });

test('every route loads at most 150 KB of gzip JavaScript first', async ({ request, brand }) => {
  // A listing page too (the first placard of the brand's Texas search; its map and carousel load on
  // demand), and broker pages.
  const listing = firstListingPath(await (await request.get(paths[brand].at(-2) ?? '/')).text());
  expect(listing).toMatch(/\d/);
  for (const path of [...paths[brand], listing ?? '', ...(await brokerPaths(brand))]) {
    const scripts = firstLoadScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) total += gzipBytes(await (await request.get(src)).body());
    expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});

/** Whether a script is the validation library (zod's own error class is in its code, minified or not). */
const isZod = (source: string) => source.includes('ZodError');

test("every page preloads its brand's font once, and no other font", async ({ request, brand }) => {
  const site = siteBrand(brand);
  expect(site, `brand ${brand}`).toBeDefined();
  const file = site && brandFont(site).file;
  for (const path of [paths[brand][3] ?? '/', paths[brand].at(-2) ?? '/', paths[brand].at(-1) ?? '/']) {
    const html = await (await request.get(path)).text();
    const fonts = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([link]) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(fonts, path).toEqual([file]);
  }
});

test('the search page draws its filters and map without the validation library, which comes with the first check of a filter', { tag: '@shared' }, async ({ page, brand }) => {
  // The filter form's resolver and every island the page loads on its own check data by hand
  // (lib/map/boundary-highlight.ts, lib/us-map/state-shapes-url.ts): zod, 113 KB of script and a long
  // task on a phone, is fetched when a visitor's filter is first checked. The bundle is the same on
  // every brand: the main brand checks it.
  await page.setViewportSize({ width: 1366, height: 900 });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await page.goto(paths[brand].at(-2) ?? '/');
  const filters = page.getByTestId('filter-bar');
  await expect(filters.getByLabel('Min price')).toBeEditable();
  await expect(page.getByTestId('search-map')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter(isZod)).toHaveLength(0);

  await filters.getByLabel('Min price').fill('-5');
  await filters.getByLabel('Min price').blur();
  await expect(filters.getByRole('alert')).toHaveText('This value must be at least 0.');
  // The check itself proves the marker: the chunks fetched for it carry zod.
  expect((await Promise.all(scripts)).filter(isZod).length).toBeGreaterThan(0);
});

/** Whether a script is the filter bar's chunk (its sheet's button is in its code, minified or not). */
const isFilterBar = (source: string) => source.includes('filters-show-results');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the search page fetches the filters' code when Filters is reached for, not with the page", { tag: '@shared' }, async ({ page, brand }) => {
    // The filters are one button on a phone (components/search/filter-bar-lazy.tsx): their chunk, with
    // react-hook-form, is no part of the page's load and its long task. The bundle is the same on every
    // brand: the main brand checks it.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    await page.goto(paths[brand].at(-2) ?? '/', { waitUntil: 'networkidle' });
    const open = page.getByTestId('filters-open');
    await expect(open).toBeEnabled();
    await expect(open).toHaveText('Filters');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded.filter(isFilterBar)).toHaveLength(0);

    await open.tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Min price')).toBeVisible();
    await expect(sheet).toBeFocused();
    expect((await Promise.all(scripts)).filter(isFilterBar)).toHaveLength(1);
  });
});
