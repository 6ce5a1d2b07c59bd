import { siteBrand } from '@/lib/brand/server';
import { brokerListingsRoute, brokerProfileRoute } from '@/lib/brokers';
import { dialects, type Route } from '@/lib/routing';
import { axeViolations } from './axe';
import { expect, test, type BrandKey } from './fixtures';
import { markWindow, sameDocument } from './same-document';
import { sellerAccount as account, type SellerAccount } from './seller-accounts';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// A broker's listings (land /member/{name}/{id}/listings/, farm /broker/{name}-{id}/land/, rec
// /profile/{name}/{id}/properties), per brand: reached from the profile with the profile's count, sorted
// and paged by client navigation on the broker's own path, a wrong name slug 308s, an inactive broker
// 308s to the profile, an unknown id is the brand's 404 (docs/brokers.md).

const UNKNOWN_ID = 987_654_321;
/** More active listings (its own and its agents') than one page of 24 shows. */
const MANY_LISTINGS = '(select count(*) from listings l where (l.account_id = a.id or l.parent_account_id = a.id) and l.market_status in (1, 2)) > 24';

const pathOf = (brand: BrandKey, route: Route) => dialects[siteBrand(brand)?.urlDialect ?? 'land'].build(route);
const listingsPath = (brand: BrandKey, account: SellerAccount, more: { sort?: string; page?: number } = {}) =>
  pathOf(brand, { ...brokerListingsRoute(account), ...more });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('broker listings pages', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the profile leads to all its listings, which sort, page and filter on the broker\'s own path without page loads', async ({ page, brand }) => {
    const broker = await account(`a.is_active and ${MANY_LISTINGS}`);
    await page.goto(pathOf(brand, brokerProfileRoute(broker)));
    const count = Number(await page.getByTestId('broker-active-count').textContent());
    expect(count).toBeGreaterThan(24);
    await page.getByTestId('broker-all-listings').click();
    await expect(page).toHaveURL(new RegExp(`${escaped(listingsPath(brand, broker))}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Land for sale by');
    await expect(page.getByTestId('result-count')).toHaveAttribute('data-count', String(count));
    await expect(page.getByTestId('broker-profile-link')).toHaveAttribute('href', pathOf(brand, brokerProfileRoute(broker)));
    await expect(page.getByRole('button', { name: 'Save search' })).toHaveCount(0);
    await markWindow(page);

    await page.getByTestId('sort-menu').locator('summary').click();
    await page.getByTestId('sort-menu').getByRole('link', { name: 'Price (low to high)' }).click();
    await expect(page).toHaveURL(new RegExp(`${escaped(listingsPath(brand, broker, { sort: 'sort-price-low' }))}$`));
    await expect(page.getByTestId('sort-menu').locator('summary')).toHaveText(/Price \(low to high\)/);

    await page.getByTestId('pagination').getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`${escaped(listingsPath(brand, broker, { sort: 'sort-price-low', page: 1 }))}$`));
    await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByTestId('result-count')).toHaveAttribute('data-count', String(count));

    await page.getByTestId('filter-bar').getByLabel('Property type').selectOption('128');
    await expect(page).toHaveURL(/propertyTypes=128/);
    const url = new URL(page.url());
    expect(url.pathname.startsWith(listingsPath(brand, broker).replace(/\/$/, ''))).toBe(true);
    expect(url.searchParams.has('brokerId')).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Land for sale by');
    expect(await sameDocument(page)).toBe('yes');
  });

  test('a wrong name slug redirects 308 to the canonical one, keeping sort, page and filters', async ({ request, brand }) => {
    const broker = await account(`a.is_active and a.contact_name is not null and ${MANY_LISTINGS}`);
    const more = { sort: 'sort-newest', page: 1 };
    const canonical = listingsPath(brand, broker, more);
    const wrong = listingsPath(brand, { ...broker, contactName: 'Nobody Atall' }, more);
    const answer = await request.get(`${wrong}?acresMin=1`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    const location = new URL(answer.headers().location ?? '', 'http://x');
    expect(location.pathname).toBe(canonical);
    expect(location.search).toBe('?acresMin=1');
    expect((await request.get(`${canonical}?acresMin=1`, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an inactive broker\'s listings redirect 308 to the profile, which shows why there are none', async ({ request, brand }) => {
    const inactive = await account('not a.is_active');
    const answer = await request.get(listingsPath(brand, inactive), { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe(pathOf(brand, brokerProfileRoute(inactive)));
  });

  test('an unknown broker id, or a page past the last, is the brand\'s 404 page', async ({ request, brand }) => {
    const broker = await account(`a.is_active and ${MANY_LISTINGS}`);
    const paths = [listingsPath(brand, { accountId: UNKNOWN_ID, contactName: 'Nobody Atall', companyName: null }), listingsPath(brand, broker, { page: 9998 })];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      expect(response.status(), path).toBe(404);
      expect(html, `${path} shows the brand's 404 page`).toContain('data-error-code="404"');
      expect(html, `${path} is the brand's page`).toContain(`data-brand="${brand}"`);
    }
  });

  test('the broker listings page has no detectable accessibility violations', async ({ page, brand }) => {
    const broker = await account(`a.is_active and ${MANY_LISTINGS}`);
    await page.goto(listingsPath(brand, broker));
    await expect(page.getByTestId('result-count')).toBeVisible();
    expect(await axeViolations(page, { exclude: '[data-testid="search-map"]' })).toEqual([]);
  });
});
