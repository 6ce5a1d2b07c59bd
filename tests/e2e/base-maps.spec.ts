import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { texas } from './listing-support';

// The public base maps (lib/map/base-layers.ts, docs/map.md "Base maps"). The test browser cannot
// resolve their hosts (playwright.config.ts), as on a machine without internet: the maps must fall back
// to the offline style without an error. With the hosts answered by fixture tiles (one flat colour per
// layer), the streets, imagery and topo layers must draw, each through the CSP.

type Rgb = [number, number, number];
const colours = { streets: [232, 222, 200], imagery: [47, 93, 52], topo: [150, 110, 190] } satisfies Record<string, Rgb>;

async function tile([r, g, b]: Rgb): Promise<Buffer> {
  return sharp({ create: { width: 256, height: 256, channels: 3, background: { r, g, b } } }).png().toBuffer();
}

const cors = { 'access-control-allow-origin': '*' };

/** Answers the public hosts from fixtures: OpenFreeMap's style (raster, so no glyphs or sprites) and tiles, USGS tiles. */
async function serveFixtureTiles(page: Page): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  const tiles = { streets: await tile(colours.streets), imagery: await tile(colours.imagery), topo: await tile(colours.topo) };
  await page.route('https://tiles.openfreemap.org/**', async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.endsWith('/styles/liberty')) {
      const style = {
        version: 8,
        name: 'Fixture streets',
        sources: { fixture: { type: 'raster', tiles: ['https://tiles.openfreemap.org/fixture/{z}/{x}/{y}.png'], tileSize: 256, attribution: 'Fixture streets' } },
        layers: [{ id: 'fixture', type: 'raster', source: 'fixture' }],
      };
      await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(style) });
      return;
    }
    await route.fulfill({ status: 200, headers: cors, contentType: 'image/png', body: tiles.streets });
  });
  await page.route('https://basemap.nationalmap.gov/**', async (route) => {
    const url = route.request().url();
    requests.push(url);
    const body = url.includes('/USGSTopo/') ? tiles.topo : tiles.imagery;
    await route.fulfill({ status: 200, headers: cors, contentType: 'image/png', body });
  });
  return { requests };
}

/** The colour drawn most in a square below the map's middle (markers and lines are small beside it). */
async function dominantColour(map: Locator): Promise<Rgb> {
  const shot = sharp(await map.screenshot());
  const { width = 0, height = 0 } = await shot.metadata();
  const size = Math.min(120, width, height);
  const { data, info } = await shot
    .extract({ left: Math.floor((width - size) / 2), top: Math.min(height - size, Math.floor((height - size) / 2) + 60), width: size, height: size })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    const key = [data[i], data[i + 1], data[i + 2]].map((v) => Math.round((v ?? 0) / 8) * 8).join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return (top?.[0].split(',').map(Number) ?? [0, 0, 0]) as Rgb;
}

/** Within the tint of the place outline's wash (8 % of the brand colour) and rounding. */
const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= 36);

const publicHosts = ['https://tiles.openfreemap.org/', 'https://basemap.nationalmap.gov/'];

/**
 * Errors in the console and uncaught ones. Chrome itself logs every request that fails ("Failed to load
 * resource"), which no page can prevent: those of the base-map probes are kept apart, to be counted.
 */
function collectErrors(page: Page): { errors: string[]; failedProbes: string[] } {
  const errors: string[] = [];
  const failedProbes: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (message.text().startsWith('Failed to load resource') && publicHosts.some((host) => url.startsWith(host))) failedProbes.push(url);
    else errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, failedProbes };
}

test.describe('Base maps', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('without the public hosts, the search and listing maps draw the offline style with no error', async ({ page, brand }) => {
    const { errors, failedProbes } = collectErrors(page);
    await page.goto(texas[brand]);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-base-layer', 'offline');
    await expect(map.locator('.maplibregl-ctrl-scale')).toBeVisible();
    await expect(page.getByTestId('map-layer-switcher')).toHaveCount(0);
    // The listing's own map, from the first result.
    await page.getByTestId('results').locator('h2 a').first().click();
    const section = page.getByTestId('listing-map-section');
    await section.scrollIntoViewIfNeeded();
    const listingMap = section.getByTestId('listing-map').first();
    await expect(listingMap).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect(listingMap).toHaveAttribute('data-base-layer', 'offline');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // One probe per layer for the whole visit: the listing page knew the answer from the search page.
    expect(failedProbes.sort()).toEqual([
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryTopo/MapServer/tile/0/0/0',
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/0/0/0',
      'https://tiles.openfreemap.org/styles/liberty',
    ]);
  });

  test('with fixture tiles, streets draw first and the switcher draws USGS imagery and topo', { tag: '@shared' }, async ({ page, brand }) => {
    const { errors, failedProbes } = collectErrors(page);
    const { requests } = await serveFixtureTiles(page);
    await page.goto(texas[brand]);
    const map = page.getByTestId('search-map');
    await expect(map).toHaveAttribute('data-base-layer', 'streets', { timeout: 30_000 });
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect.poll(() => dominantColour(map).then((c) => near(c, colours.streets)), { timeout: 15_000 }).toBe(true);

    const switcher = page.getByRole('group', { name: 'Base map' });
    await switcher.getByRole('button', { name: 'Satellite' }).click();
    await expect(map).toHaveAttribute('data-base-layer', 'imagery');
    await expect.poll(() => dominantColour(map).then((c) => near(c, colours.imagery)), { timeout: 15_000 }).toBe(true);
    expect(requests.some((url) => url.includes('/USGSImageryTopo/MapServer/tile/'))).toBe(true);

    await switcher.getByRole('button', { name: 'Topo' }).click();
    await expect(map).toHaveAttribute('data-base-layer', 'topo');
    await expect.poll(() => dominantColour(map).then((c) => near(c, colours.topo)), { timeout: 15_000 }).toBe(true);
    await expect(switcher.getByRole('button', { name: 'Topo' })).toHaveAttribute('aria-pressed', 'true');
    // The attribution names the source.
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText('USGS', { useInnerText: false });
    expect(errors).toEqual([]);
    expect(failedProbes).toEqual([]);
  });
});
