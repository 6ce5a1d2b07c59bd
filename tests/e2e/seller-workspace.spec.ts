import { PASSWORD, registeredUser } from './accounts-support';
import { expect, test, type BrandKey } from './fixtures';
import { axeViolations } from './axe';
import { newClient } from './listing-support';
import { addListingPath, fillAndPublish } from './seller-wizard';

// The seller workspace end to end (docs/seller-workspace.md): every brand's add-listing path leads to
// the main land site's (SPEC §2.2), which asks for a login first (SPEC §6); a new seller becomes one,
// fills in the steps, uploads photos and a PDF, publishes, and sees the listing's page.

const siteIds: Record<BrandKey, number> = { land: 1, farm: 2, rec: 3 };

test('the add-listing path leads to the main land site, which asks for a login first', async ({ page, brand }) => {
  const response = await page.goto(addListingPath[brand]);
  expect(response?.status()).toBe(200);
  const url = new URL(page.url());
  expect(url.hostname).toBe('land.localhost');
  expect(url.pathname).toBe('/login/');
  const origin = new URL(url.searchParams.get('origin') ?? '', url);
  expect(origin.pathname).toBe('/addlisting/');
  expect(origin.searchParams.get('siteId')).toBe(brand === 'land' ? null : String(siteIds[brand]));
  expect(url.searchParams.get('title')).toBe('Acrewise Add a Listing');
});

test('a new seller adds a listing with photos and a PDF, publishes it and opens its page', { tag: '@shared' }, async ({ page, brand, request }) => {
  test.setTimeout(180_000);
  const { email } = await registeredUser(request, brand, 'lister', 'seller');
  // Log in on the main land site, where the workspace is.
  const login = await request.post('/api/account/login', { headers: { 'x-forwarded-for': newClient(brand) }, data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const cookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0] ?? '');
  await page.context().addCookies(cookies.map((cookie) => ({
    name: cookie.slice(0, cookie.indexOf('=')), value: cookie.slice(cookie.indexOf('=') + 1), domain: 'land.localhost', path: '/', httpOnly: true, sameSite: 'Lax' as const,
  })));

  await page.goto(addListingPath[brand]);
  await expect(page).toHaveURL(/land\.localhost:\d+\/addlisting\//);
  await expect(page.getByRole('heading', { name: 'Add a listing', level: 1 })).toBeVisible();
  if (brand !== 'land') await expect(page.getByText(/You came from/)).toBeVisible();

  // Signed up as a seller, but with no seller account yet: become one.
  await page.getByLabel('I am a').selectOption('Broker');
  await page.getByRole('button', { name: 'Start selling' }).click();
  await page.getByRole('button', { name: 'Start a new listing' }).click();

  const title = `Llano River ranch ${Date.now().toString(36)}`;
  await fillAndPublish(page, title);
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/property\/llano-county-texas\/\d+\/$/);
});

test('a seller runs their listings from the lands connector: price, status, several at once, delete and restore', { tag: '@shared' }, async ({ page, brand, request }) => {
  test.skip(brand !== 'land', 'managing listings is the main land site\'s tool (brand file: manageListings)');
  test.setTimeout(120_000);
  const { email } = await registeredUser(request, brand, 'manager', 'seller');
  const login = await request.post('/api/account/login', { headers: { 'x-forwarded-for': newClient(brand) }, data: { email, password: PASSWORD } });
  const cookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0] ?? '');
  const cookie = cookies.join('; ');
  await page.context().addCookies(cookies.map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: 'land.localhost', path: '/', httpOnly: true, sameSite: 'Lax' as const })));
  const api = (path: string, method: 'POST' | 'PUT', data: unknown) => request.fetch(path, { method, data, headers: { cookie, 'x-forwarded-for': newClient(brand) } });
  expect((await api('/api/seller/account', 'POST', { memberType: 'Broker' })).status()).toBe(201);
  const titles = ['Pecan bottom farm', 'Cedar ridge hunting tract'];
  for (const title of titles) {
    const draft = (await (await api('/api/seller/drafts', 'POST', {})).json()).data.id as number;
    await api(`/api/seller/drafts/${draft}/place`, 'PUT', { stateId: 48, countyId: 48299, latitude: 30.7057, longitude: -98.6841 });
    await api(`/api/seller/drafts/${draft}/price`, 'PUT', { asking: 'price', price: 250000, acres: 60, propertyTypes: ['FARM'] });
    await api(`/api/seller/drafts/${draft}/description`, 'PUT', { title, description: 'Level bottom land along the creek with pecans, good fences, a stock tank and county road frontage.' });
    expect((await api(`/api/seller/drafts/${draft}/publish`, 'POST', {})).status()).toBe(201);
  }

  await page.goto('/lands-connector/');
  const table = page.getByRole('region', { name: 'Manage your listings' });
  const row = (title: string) => page.getByTestId('my-listing').filter({ hasText: title });
  await expect(page.getByTestId('my-listing')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // A quick price edit, then a status change from the row.
  await row(titles[0] ?? '').getByRole('button', { name: `Edit price of ${titles[0]}` }).click();
  await page.getByLabel(`New price for ${titles[0]}`).fill('229000');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(row(titles[0] ?? '')).toContainText('$229,000');
  await row(titles[0] ?? '').getByLabel(`Change status of ${titles[0]}`).selectOption('UNDER_CONTRACT');
  await expect(row(titles[0] ?? '').getByTestId('status-pill')).toHaveText('Under Contract');

  // Both at once: off the market.
  await table.getByLabel('Select every listing on this page').check();
  await expect(page.getByTestId('bulk-bar')).toContainText('2 listings selected');
  await page.getByTestId('bulk-bar').getByRole('combobox').selectOption('OFF_MARKET');
  await page.getByTestId('bulk-bar').getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 listings changed.')).toBeVisible();
  await expect(page.getByTestId('status-pill')).toHaveText(['Off Market', 'Off Market']);

  // The whole form of a listing, from its row: a new title, saved on the listing.
  await row(titles[1] ?? '').getByRole('link', { name: `Edit ${titles[1]}` }).click();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Listing steps' }).getByRole('button', { name: 'Description' }).click();
  await expect(page.getByLabel('Listing title')).toHaveValue(titles[1] ?? '');
  const renamed = `${titles[1]} with a stock tank`;
  await page.getByLabel('Listing title').fill(renamed);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The save moves the form to the next step when it is stored: a step chosen before that is overtaken.
  await expect(page.getByRole('heading', { name: 'Photos and media', level: 2 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Listing steps' }).getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Your changes are live.' })).toBeVisible();
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  titles[1] = renamed;
  await page.goto('/lands-connector/');
  await expect(page.getByTestId('my-listing')).toHaveCount(2);

  // Delete one, find it under Deleted, restore it.
  page.once('dialog', (dialog) => void dialog.accept());
  await row(titles[1] ?? '').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('my-listing')).toHaveCount(1);
  await page.getByRole('tab', { name: /Deleted/ }).click();
  await expect(row(titles[1] ?? '')).toContainText('Deleted');
  await row(titles[1] ?? '').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('my-listing')).toHaveCount(0);
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page.getByTestId('my-listing')).toHaveCount(2);
});
