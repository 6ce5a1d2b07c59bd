import { expect, test, type BrandKey } from './fixtures';
import { axeViolations } from './listing-support';

// The home page that sells (docs/home-page.md): the brand's hero, the property-type grid, featured
// listings, the US map filter (state -> its county map -> a county's search, keyboard only), the explore
// pages, popular searches, and "Land for Sale Near Me" with its zip rewrite.

const firstType: Record<BrandKey, { label: string; href: RegExp }> = {
  land: { label: 'Farms', href: /^\/land\/farms\/$/ },
  farm: { label: 'Farms', href: /^\/search\/farms-for-sale\/$/ },
  rec: { label: 'Lakefront Property', href: /^\/land\/lakefront-property$/ },
};
const nearMeLink: Record<BrandKey, string> = { land: '/land/#near-me', farm: '/search/all-land/#near-me', rec: '/land#near-me' };

test('the home page shows the hero, the property types, featured listings, explore and popular searches', async ({ page, brand }) => {
  await page.goto('/');
  // The brand's drawing is inline: never the largest paint (docs/home-page.md).
  await expect(page.getByTestId('home-hero').locator('svg').first()).toBeAttached();
  await expect(page.getByTestId('home-hero').getByRole('heading', { level: 1 })).toBeVisible();
  const types = page.getByTestId('property-type-grid').getByRole('link');
  await expect(types).toHaveCount(8);
  await expect(types.first()).toContainText(firstType[brand].label);
  await expect(types.first()).toContainText(/\d+ listings?/);
  expect(await types.first().getAttribute('href')).toMatch(firstType[brand].href);
  const featured = page.getByTestId('featured-listings').getByRole('listitem').filter({ has: page.getByRole('heading') });
  expect(await featured.count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByTestId('explore-cards').getByRole('link')).toHaveCount(4);
  const popular = page.getByTestId('popular-searches').getByRole('link');
  expect(await popular.count()).toBeGreaterThanOrEqual(6);
  expect(await axeViolations(page)).toEqual([]);
  // Each featured listing comes from another advertiser (one per advertiser and draw).
  const brokers = await page.getByTestId('featured-listings').getByTestId('broker-block').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(brokers.length).toBeGreaterThan(0);
  expect(new Set(brokers).size).toBe(brokers.length);
});

test('the US map: Texas opens its county map, Escape goes back, a county opens its search, by keyboard alone', async ({ page, brand }) => {
  await page.goto('/');
  const texas = page.getByTestId('us-map').getByRole('link', { name: /^Texas, [\d,]+ listings?$/ });
  await texas.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Texas', exact: true });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('group', { name: 'Counties of Texas' }).getByRole('link')).toHaveCount(254);
  await page.keyboard.press('Escape');
  await expect(texas).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  const llano = page.getByRole('group', { name: 'Counties of Texas' }).getByRole('link', { name: /^Llano County/ });
  await llano.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Llano');
  expect(brand).toBeTruthy();
});

test('the explore pages show new listings, auctions and price cuts, each with its full search', async ({ page, request, brand }) => {
  const slash = brand === 'rec' ? '' : '/';
  await page.goto(`/explore${slash}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore land for sale');
  for (const [section, heading] of [['listings', 'New listings'], ['auctions', 'Land auctions'], ['deals', 'Price cuts']] as const) {
    const response = await request.get(`/explore/${section}${slash}`);
    expect(response.status(), section).toBe(200);
    await page.goto(`/explore/${section}${slash}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(await page.getByTestId('explore-listings').getByRole('listitem').count(), section).toBeGreaterThan(0);
  }
  await page.getByRole('link', { name: 'Search all price reductions' }).click();
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('priceChangeType')).toBe('reduction');
});

test.describe('Land for Sale Near Me', () => {
  test.use({ geolocation: { latitude: 30.75, longitude: -98.68 }, permissions: ['geolocation'] });

  test('goes to the zip nearest the visitor, then the menus link straight there', async ({ page, brand }) => {
    await page.goto('/');
    // In the closed "Other Searches" menu: found by its words, shown or not.
    const nearMe = () => page.locator('a', { hasText: 'Land for Sale Near Me' }).first();
    await expect(nearMe()).toHaveAttribute('href', nearMeLink[brand]);
    await page.goto(nearMeLink[brand]);
    await expect(page).toHaveURL(/78643/);
    await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
    const zipSearch = new URL(page.url()).pathname;
    await page.goto('/');
    await expect(nearMe()).toHaveAttribute('href', zipSearch);
  });
});
