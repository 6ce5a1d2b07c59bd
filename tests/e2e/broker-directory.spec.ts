import { siteBrand } from '@/lib/brand/server';
import { directoryHref, type DirectoryView } from '@/lib/brokers/directory-view';
import type { DirectoryRoute } from '@/lib/routing';
import { RECENT_BROKER_SEARCHES_KEY } from '@/lib/search/recent-searches';
import { axeViolations } from './axe';
import { expect, test, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';
import { markWindow, sameDocument } from './same-document';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// SPEC §2.1 broker directory, per brand: reached from the header, filtered by state, member type and
// sort and paged by client navigation with the URL as the state; an agent card leads to the profile
// with the same listing count; the name search and the recent broker searches; 404s for what is not there.

const href = (brand: BrandKey, route: Partial<DirectoryRoute> = {}, name = '') => {
  const view: DirectoryView = { route: { kind: 'directory', page: 0, ...route }, name };
  return directoryHref(siteBrand(brand)?.urlDialect ?? 'land', view);
};
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
const counts = (page: import('@playwright/test').Page) =>
  page.getByTestId('directory-results').getByTestId('agent-card').evaluateAll((cards) => cards.map((c) => Number(/(\d[\d,]*) listings? for sale/.exec(c.textContent ?? '')?.[1]?.replace(/,/g, '') ?? 0)));

test.describe('broker directory', () => {
  test('state, member type, sort and page 2 by client navigation; the URL is the state', async ({ page, brand }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    // "Find an Agent" sits in the bar or, on a crowded bar, in its "More" menu.
    const findAgent = page.getByRole('banner').getByRole('link', { name: 'Find an Agent' });
    if (!(await findAgent.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'More' }).click();
    await findAgent.click();
    await expect(page).toHaveURL((url) => url.pathname === href(brand));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('across the US');
    await markWindow(page);

    await page.getByTestId('directory-state').selectOption('texas');
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { state: 'texas' }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    const [texas] = await withDatabase((sql) => sql<{ n: string }>("select count(*)::text as n from accounts a join states s on s.id = a.state_id where s.abbreviation = 'TX' and a.is_active and a.is_seller"));
    await expect(page.getByTestId('directory-count')).toHaveAttribute('data-count', texas?.n ?? '');

    await page.getByTestId('directory-types').getByRole('link', { name: /^Brokers/ }).click();
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { state: 'texas', memberType: 'brokers' }));
    await page.getByTestId('sort-menu').locator('summary').click();
    await page.getByTestId('sort-menu').getByRole('link', { name: 'Most listings' }).click();
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { state: 'texas', memberType: 'brokers', sort: 'sort-listings-high' }));
    const sorted = await counts(page);
    expect(sorted.length).toBeGreaterThan(0);
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    await page.getByTestId('directory-types').getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { state: 'texas', sort: 'sort-listings-high' }));
    await page.getByTestId('directory-state').selectOption('');
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { sort: 'sort-listings-high' }));
    await page.getByTestId('pagination').getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL((url) => pathOf(url.href) === href(brand, { sort: 'sort-listings-high', page: 1 }));
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    expect(await sameDocument(page)).toBe('yes');
  });

  test('an agent card leads to the profile, which counts the same listings', async ({ page, brand }) => {
    await page.goto(href(brand, { sort: 'sort-listings-high' }));
    const card = page.getByTestId('directory-results').getByTestId('agent-card').first();
    const [count] = await counts(page);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('broker-name')).toBeVisible();
    await expect(page.getByTestId('broker-active-count')).toHaveText(String(count));
  });

  test('the name search finds a broker by name words, and is kept as a recent broker search', async ({ page, brand }) => {
    const [row] = await withDatabase((sql) => sql<{ contact_name: string }>(
      "select contact_name from accounts where is_active and is_seller and contact_name like '% %' order by active_listing_count desc, id limit 1"));
    const name = row?.contact_name ?? '';
    const [first = '', last = ''] = [name.split(' ')[0], name.split(' ').at(-1)];
    await page.goto(href(brand));
    await page.getByTestId('directory-name').fill(`${first.slice(0, 3)} ${last}`);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('name') === `${first.slice(0, 3)} ${last}`);
    await expect(page.getByTestId('directory-results').getByRole('link', { name })).toBeVisible();
    // The results are server HTML; the search is kept once the page's code has run: leave after that.
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', RECENT_BROKER_SEARCHES_KEY)).toContain(last);
    await page.goto(href(brand, { state: 'montana' }));
    const recent = page.getByTestId('recent-broker-searches');
    await expect(recent.getByRole('link', { name: new RegExp(last) })).toBeVisible();
  });

  test('answers 404 past the last page and for a place that does not exist; cleans a query with a 308', async ({ request, brand }) => {
    expect((await request.get(href(brand, { page: 9999 }), { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(href(brand, { state: 'texas', area: { type: 'county', slug: 'nowhere-county' } }), { maxRedirects: 0 })).status()).toBe(404);
    const page404 = await request.get(href(brand, { page: 9999 }));
    expect(await page404.text()).toContain('data-error-code="404"');
    const messy = await request.get(`${href(brand, { state: 'texas' })}?name=%20smith%00&utm_source=x`, { maxRedirects: 0 });
    expect(messy.status()).toBe(308);
    expect(messy.headers().location).toContain(`${href(brand, { state: 'texas' })}?name=smith`);
  });

  test('the directory has no detectable accessibility violations', async ({ page, brand }) => {
    await page.goto(href(brand, { state: 'texas' }));
    await expect(page.getByTestId('directory-results')).toBeVisible();
    expect(await axeViolations(page, { rules: 'all' })).toEqual([]);
  });
});
