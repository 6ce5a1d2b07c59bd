import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Cookie, Page, TestInfo } from '@playwright/test';
import { siteBrand } from '@/lib/brand/server';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed/users-gen';
import { firstAgentPath } from '../../scripts/bench/agent-link';
import { firstListingPath } from '../../scripts/bench/listing-link';
import { logInByApi } from './accounts-support';
import { expect, test, type BrandKey } from './fixtures';
import { waitForStillFrames } from './page-settle';
import { linkedPreviewPath, missingPreviewPage, previewFile, previewPages, previewPath, previewWidths, type PreviewKind, type PreviewUser, type PreviewWidth } from './preview-pages';
import { stableScreenshot } from './preview-settle';

// Screenshots of every brand's page kinds at desktop and phone width for review (docs/preview.md):
// reports/preview/<brand>/<kind>-<width>.png, shown side by side (and against a base preview) by
// reports/preview/index.html, which tests/e2e/preview-index.ts writes. The pages and their paths are
// listed in preview-pages.ts; what each page must show before its shot counts is here.

interface CheckContext {
  brand: BrandKey;
  width: PreviewWidth['name'];
}

/**
 * A page of placards beside the map: on a desktop the map drawn with its markers and still; below the
 * SPEC §9 breakpoint the list comes first and the map waits behind the List/Map toggle on the brands
 * that show it on phones at all (brand `mapOnMobile`).
 */
async function resultsWithMap(page: Page, { brand, width }: CheckContext): Promise<void> {
  await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
  const map = page.getByTestId('search-map');
  if (width === 'desktop') {
    // The map's WebGL start and its still-frame wait take seconds more on a busy machine.
    test.slow();
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await expect.poll(async () => Number(await map.getAttribute('data-marker-count'))).toBeGreaterThan(0);
    await waitForStillFrames(map);
  } else {
    await expect(page.getByTestId('result-list-view')).toBeVisible();
    await expect(map).toBeHidden();
    await expect(page.getByRole('group', { name: 'View' })).toHaveCount(siteBrand(brand)?.mapOnMobile ? 1 : 0);
  }
}

/** The header swaps Log in for My Account after hydration: wait for it, or the shot is either. */
async function loggedInHeader(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-account', 'user');
}

/**
 * What each page kind is for, beyond its status and a visible h1; also waits for what would otherwise
 * differ between runs (a map drawing its tiles, a header showing who is logged in).
 */
const previewChecks: Record<PreviewKind, (page: Page, context: CheckContext) => Promise<void>> = {
  home: async (page) => {
    await expect(page.getByRole('combobox', { name: 'Search land by location or listing ID' })).toBeVisible();
  },
  landing: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    await expect(page.getByTestId('landing-count')).toBeVisible();
    await expect(page.getByTestId('child-areas').getByRole('link').first()).toBeVisible();
  },
  search: async (page, context) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    await resultsWithMap(page, context);
  },
  listing: async (page) => {
    await expect(page.getByTestId('listing-price')).toHaveText(/^(\$\d{1,3}(,\d{3})*|Auction|Contact for Price)$/);
    await expect(page.getByTestId('listing-gallery')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Texas' })).toBeVisible();
    // The map mounts once its section comes near the view, and is in the full-page shot: drawn and still.
    test.slow();
    await page.getByTestId('listing-map-section').scrollIntoViewIfNeeded();
    const map = page.getByTestId('listing-map');
    await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
    await waitForStillFrames(map);
  },
  flyer: async (page) => {
    await expect(page.getByTestId('flyer-broker')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print flyer' })).toBeVisible();
  },
  explore: async (page) => {
    for (const band of ['listings', 'auctions', 'deals']) await expect(page.getByTestId(`explore-band-${band}`)).toBeVisible();
  },
  directory: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas');
    await expect(page.getByTestId('directory-results').getByTestId('agent-card').first()).toBeVisible();
    await expect(page.getByTestId('directory-types')).toBeVisible();
  },
  'broker-profile': async (page) => {
    await expect(page.getByTestId('broker-name')).toBeVisible();
    await expect(page.getByTestId('broker-active-count')).toHaveText(/^\d+$/);
  },
  'broker-listings': async (page, context) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S by \S/);
    await resultsWithMap(page, context);
  },
  financing: async (page) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Land loan calculator' })).toBeVisible();
    await expect(page.getByLabel('Purchase price ($)')).toBeVisible();
  },
  sitemap: async (page) => {
    await expect(page.getByRole('heading', { level: 2, name: 'Land for sale by state' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Texas\b/ }).first()).toBeVisible();
  },
  terms: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Terms (of Use|and Conditions)$/);
    await expect(page.getByText(/^Last updated /)).toBeVisible();
  },
  'privacy-rights': async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exercise Your Privacy Rights');
    await expect(page.getByRole('region', { name: 'Send a privacy request' }).getByLabel('Full name')).toBeVisible();
  },
  'not-found': async (page, { brand }) => {
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  },
  error: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText('An error has occurred');
  },
  login: async (page) => {
    // The form replaces its placeholder once the page's code runs.
    const form = page.getByRole('main');
    await expect(form.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
  reset: async (page) => {
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  },
  account: async (page) => {
    await expect(page.getByText(`Signed in as ${demoEmails.buyer}`)).toBeVisible();
    await loggedInHeader(page);
  },
  favorites: async (page) => {
    await expect(page.getByTestId('favorite-count')).toBeVisible();
    await expect(page.getByTestId('results').locator('article').first()).toBeVisible();
    await loggedInHeader(page);
  },
  'lands-connector': async (page, { brand }) => {
    await expect(page.getByTestId('saved-search-count')).toBeVisible();
    // The seller's listings on the brand that manages listings (docs/seller-workspace.md).
    if (siteBrand(brand)?.manageListings) await expect(page.getByTestId('my-listing').first()).toBeVisible();
    await loggedInHeader(page);
  },
  'add-listing': async (page) => {
    await expect(page.getByRole('button', { name: 'Start a new listing' })).toBeVisible();
    await loggedInHeader(page);
  },
};

/**
 * A demo user's session cookies per brand, kept by this worker: the logged-in shots run in one worker
 * (below) and log each user in once per brand, as logins per email are limited (10 in 15 minutes).
 */
const sessions = new Map<string, Cookie[]>();

async function logInDemoUser(page: Page, request: APIRequestContext, brand: BrandKey, user: PreviewUser): Promise<void> {
  const context: BrowserContext = page.context();
  const key = `${brand} ${user}`;
  const kept = sessions.get(key);
  if (kept) return context.addCookies(kept);
  await logInByApi(page, request, brand, demoEmails[user], DEMO_PASSWORD);
  sessions.set(key, await context.cookies());
}

/** Opens a path and waits for the network to rest; the response's status is the first check. */
async function open(page: Page, target: string, status: number): Promise<void> {
  const response = await page.goto(target, { waitUntil: 'networkidle' });
  expect(response?.status(), `status of ${target}`).toBe(status);
}

async function capture(page: Page, testInfo: TestInfo, brand: BrandKey, name: string, fullPage: boolean): Promise<void> {
  const shot = await stableScreenshot(page, { fullPage });
  const file = previewFile(brand, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, shot);
  await testInfo.attach(`${brand}-${name}`, { path: file, contentType: 'image/png' });
}

test.describe('preview screenshots', () => {
  // Every shot is independent: spread over the workers, so one brand's preview takes half a minute.
  test.describe.configure({ mode: 'parallel' });
  // Reduced motion also makes the maps jump to their bounds instead of flying there.
  test.use({ reducedMotion: 'reduce' });

  for (const spec of previewPages) {
    test.describe(spec.kind, () => {
      // One worker, in order, for a page seen logged in: one login per user, brand and run (see `sessions`).
      if (spec.as) test.describe.configure({ mode: 'default' });

      for (const width of previewWidths) {
        test.describe(width.name, () => {
          test.use(width.use);

          test('is what it claims, then captured', async ({ page, brand, request }, testInfo) => {
            const at = previewPath(brand, spec);
            test.skip(at === null, `${brand}: ${missingPreviewPage(brand, spec) ?? ''}`);
            let target = at ?? '/';
            if (spec.target.by === 'first-result' || spec.target.by === 'first-agent') {
              const from = await request.get(target);
              expect(from.status(), `status of ${target}`).toBe(200);
              const html = await from.text();
              const link = spec.target.by === 'first-result' ? firstListingPath(html) : firstAgentPath(html);
              expect(link, `a link on ${at}`).toMatch(/\d/);
              target = linkedPreviewPath(brand, spec, link ?? '') ?? '';
              expect(target, `the ${spec.kind} page of ${link}`).toMatch(/\d/);
            }
            if (spec.as) await logInDemoUser(page, request, brand, spec.as);
            await open(page, target, spec.status);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await previewChecks[spec.kind](page, { brand, width: width.name });
            await capture(page, testInfo, brand, `${spec.kind}-${width.name}`, spec.fullPage);
          });
        });
      }
    });
  }
});
