import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type BrandKey } from './fixtures';
import { axeViolations } from './axe';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The home page that sells (docs/home-page.md): the brand's hero, the property-type grid, the brand's
// lakes and state cards, featured listings, the US map filter (state -> its county map -> a county's
// search, keyboard only), the explore pages, popular searches, and "Land for Sale Near Me" with its zip rewrite.

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
  // The map's own heading: the brand's state cards head a card "Texas" too.
  const heading = page.getByTestId('us-map-filter').getByRole('heading', { name: 'Texas', exact: true });
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

interface BrandHome {
  stateBrowse?: { heading: string; states: string[]; links: { label: string }[] };
  lakeBrowse?: { heading: string; count: number };
}
const brandHome = (brand: BrandKey): BrandHome =>
  (JSON.parse(fs.readFileSync(path.join(process.cwd(), 'brands', brand, 'brand.json'), 'utf8')) as { home: BrandHome }).home;
const resultCount = async (page: Page) => Number(await page.getByTestId('result-count').getAttribute('data-count'));

test('the state cards link each of the brand\'s kinds of property in Texas to a search that finds some', async ({ page, brand }) => {
  const browse = brandHome(brand).stateBrowse;
  await page.goto('/');
  if (!browse) {
    await expect(page.getByTestId('state-browse')).toHaveCount(0);
    return;
  }
  const section = page.getByTestId('state-browse');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(browse.heading);
  const texas = section.getByTestId('state-browse-card').filter({ has: page.getByRole('heading', { level: 3, name: 'Texas', exact: true }) });
  const links = texas.getByRole('link');
  // Farm: "Farms in Texas", "Ranches in Texas", "Pasture in Texas", "Cropland in Texas".
  await expect(links).toHaveText(browse.links.map((link) => new RegExp(`^${link.label} in Texas \\d+ listings?$`)));
  if (brand === 'farm') expect(browse.links.map((link) => link.label)).toEqual(['Farms', 'Ranches', 'Pasture', 'Cropland']);
  const targets = await links.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', count: Number(a.getAttribute('data-count')) })));
  for (const { href, count } of targets) {
    expect(count, href).toBeGreaterThan(0);
    expect((await page.goto(href))?.status(), href).toBe(200);
    await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    expect(await resultCount(page), href).toBeGreaterThan(0);
  }
});

test('rec\'s lake browse opens the first lake\'s search, named for the lake, with its listings', async ({ page, brand }) => {
  const lakes = brandHome(brand).lakeBrowse;
  await page.goto('/');
  if (!lakes) {
    await expect(page.getByTestId('lake-browse')).toHaveCount(0);
    return;
  }
  expect(brand).toBe('rec');
  const section = page.getByTestId('lake-browse');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(lakes.heading);
  const lakeLinks = section.getByRole('list').getByRole('link');
  const shown = await lakeLinks.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(lakes.count);
  const first = lakeLinks.first();
  const name = (await first.getAttribute('data-lake')) ?? '';
  expect(name).not.toBe('');
  await expect(first).toContainText(/\d+ listings?$/);
  expect(Number(await first.getAttribute('data-count'))).toBeGreaterThan(0);
  await first.click();
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('lakeIdList')).toMatch(/^\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, [A-Z]{2} `));
  expect(await resultCount(page)).toBeGreaterThan(0);
  await page.goBack();
  await section.getByRole('link', { name: 'See all lakefront property' }).click();
  await expect(page.locator('[data-route-kind="search"]')).toBeVisible();
  expect(await resultCount(page)).toBeGreaterThan(0);
});
