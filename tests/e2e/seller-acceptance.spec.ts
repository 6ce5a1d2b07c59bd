import { request as requestFactory, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmails } from '@/lib/seed/users-gen';
import { newClient } from './client-address';
import { e2ePort, expect, test } from './fixtures';
import { axeViolations } from './axe';
import { freshEmail, leadForm } from './listing-support';
import { addListingPath, fillAndPublish } from './seller-wizard';

// The seller workspace's acceptance, per brand (farm and rec through their add-listing path, which
// leads to the main land site, SPEC §2.2): the demo seller adds a listing with photos, a PDF and a video
// link and publishes it; it is in search and on its page within 10 s; a price cut and "under contract"
// show as the pill and in the history; a visitor's lead reaches the inbox, where the seller replies; the
// numbers show the view and the lead; the listing is deleted and restored.

const land = `http://land.localhost:${e2ePort}`;
// Newest first in the listing's county (the land site's URL style).
const llanoNewest = '/texas-land-for-sale/llano-county/sort-newest/';

/** Logs the page's browser in on the main land site as the demo seller. */
async function logInAsDemoSeller(page: Page): Promise<void> {
  const api = await requestFactory.newContext({ baseURL: `http://127.0.0.1:${e2ePort}`, extraHTTPHeaders: { host: `land.localhost:${e2ePort}` } });
  const response = await api.post('/api/account/login', { headers: { 'x-forwarded-for': newClient('land') }, data: { email: demoEmails.seller, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0] ?? '');
  await page.context().addCookies(cookies.map((c) => ({
    name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: 'land.localhost', path: '/', httpOnly: true, sameSite: 'Lax' as const,
  })));
  await api.dispose();
}

/** Reloads `path` until `check` passes, for at most `ms`: a seller's change reaches cached pages within seconds. */
async function within(page: Page, path: string, check: () => Promise<void>, ms = 10_000): Promise<void> {
  await expect(async () => {
    await page.goto(`${land}${path}`);
    await check();
  }).toPass({ timeout: ms, intervals: [250, 500, 1_000] });
}

test('the demo seller publishes, re-prices and sells a listing, answers a buyer and reads the numbers', { tag: '@shared' }, async ({ page, brand, browser }) => {
  test.setTimeout(300_000);
  await logInAsDemoSeller(page);
  await page.goto(addListingPath[brand]);
  await expect(page).toHaveURL(/land\.localhost:\d+\/addlisting\//);
  await page.getByRole('button', { name: 'Start a new listing' }).click();
  const title = `Acceptance ranch ${brand} ${Date.now().toString(36)}`;
  await fillAndPublish(page, title);
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const listingPath = new URL(page.url()).pathname;
  const listingId = Number(/\/(\d+)\/$/.exec(listingPath)?.[1]);
  expect(listingId).toBeGreaterThan(0);

  // In search within 10 s of publishing.
  await within(page, llanoNewest, () => expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 }));

  // A price cut and "under contract" from My listings.
  await page.goto(`${land}/lands-connector/`);
  await page.getByRole('searchbox').fill(String(listingId));
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByTestId('my-listing').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit price of ${title}` }).click();
  await page.getByLabel(`New price for ${title}`).fill('459000');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(row).toContainText('$459,000');
  await row.getByLabel(`Change status of ${title}`).selectOption('UNDER_CONTRACT');
  await expect(row.getByTestId('status-pill')).toHaveText('Under Contract');

  // The listing page shows the pill and the history rows within 10 s.
  await within(page, listingPath, async () => {
    await expect(page.getByRole('main').getByTestId('status-pill').first()).toHaveText('Under Contract', { timeout: 1_000 });
    await expect(page.getByTestId('listing-history')).toContainText('$459,000', { timeout: 1_000 });
  });

  // A visitor, in a browser of their own, writes to the seller from the listing page.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient(brand) } });
  const buyerPage = await visitor.newPage();
  await buyerPage.goto(`${land}${listingPath}`);
  const form = await leadForm(buyerPage.getByRole('complementary', { name: 'Contact the broker' }));
  const buyer = { name: 'Casey Buyer', email: freshEmail(brand, 'acceptance') };
  await form.getByLabel('Full name').fill(buyer.name);
  await form.getByLabel('Email').fill(buyer.email);
  await form.getByLabel('Message').fill('Is the county road paved to the gate?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(buyerPage.getByRole('complementary', { name: 'Contact the broker' }).getByRole('status')).toContainText('Your message has been sent');
  await visitor.close();

  // The seller finds it in the inbox, opens it and replies.
  await page.goto(`${land}/lands-connector/leads/`);
  const lead = page.getByTestId('lead').filter({ hasText: buyer.email });
  await expect(lead).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await lead.getByRole('button', { name: new RegExp(buyer.name) }).click();
  await lead.getByLabel('Your reply').fill('Yes, paved all the way. When would you like to walk it?');
  await lead.getByRole('button', { name: 'Send reply' }).click();
  await expect(lead.getByText(`Reply sent to ${buyer.email}`)).toBeVisible();

  // The numbers show the views and the lead.
  await page.goto(`${land}/lands-connector/numbers/?listing=${listingId}`);
  // The seller's and the visitor's visits of the listing page, and the visitor's lead.
  await expect(page.getByTestId('total-leads').locator('dd')).toHaveText('1');
  await expect(page.getByTestId('total-views').locator('dd')).toHaveText(/^[1-9]\d*$/);
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });

  // Delete, then restore from the Deleted tab.
  await page.goto(`${land}/lands-connector/`);
  await page.getByRole('searchbox').fill(String(listingId));
  await page.getByRole('searchbox').press('Enter');
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await within(page, listingPath, () => expect(page.getByRole('heading', { name: title, level: 1 })).toHaveCount(0, { timeout: 1_000 }));
  await page.goto(`${land}/lands-connector/`);
  await page.getByRole('tab', { name: /Deleted/ }).click();
  await page.getByRole('searchbox').fill(String(listingId));
  await page.getByRole('searchbox').press('Enter');
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(row).toHaveCount(0);
  await within(page, listingPath, () => expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 1_000 }));
});
