import sharp from 'sharp';
import { minimalPdf, phonePhoto } from '../support/upload-files';
import { PASSWORD, registeredUser } from './accounts-support';
import { expect, test, type BrandKey } from './fixtures';
import { axeViolations, newClient } from './listing-support';

// The seller workspace end to end (docs/seller-workspace.md): every brand's add-listing path leads to
// the main land site's (SPEC §2.2), which asks for a login first (SPEC §6); a new seller becomes one,
// fills in the steps, uploads photos and a PDF, publishes, and sees the listing's page.

const addListingPath: Record<BrandKey, string> = { land: '/addlisting/', farm: '/addlisting/', rec: '/add-listing' };
const siteIds: Record<BrandKey, number> = { land: 1, farm: 2, rec: 3 };

/** Four more photos beside the phone's: a PNG, a WebP and two JPEGs, each a different colour. */
async function photos(): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const plain = (colour: string) => sharp({ create: { width: 900, height: 600, channels: 3, background: colour } });
  return [
    { name: 'gate.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
    { name: 'pasture.png', mimeType: 'image/png', buffer: await plain('#5a8f3c').png().toBuffer() },
    { name: 'creek.webp', mimeType: 'image/webp', buffer: await plain('#3c6e8f').webp().toBuffer() },
    { name: 'barn.jpg', mimeType: 'image/jpeg', buffer: await plain('#8f3c3c').jpeg().toBuffer() },
    { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: await plain('#d38f2c').jpeg().toBuffer() },
  ];
}

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

test('a new seller adds a listing with photos and a PDF, publishes it and opens its page', async ({ page, brand, request }) => {
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

  // Location: state, county, and the pin by its coordinates (the map takes a click as well).
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await expect(page.getByLabel('County')).toContainText('Llano County');
  await page.getByLabel('County').selectOption({ label: 'Llano County' });
  await expect(page.getByTestId('pin-picker')).toHaveAttribute('data-map-ready', 'true', { timeout: 30_000 });
  await page.getByLabel('Latitude').fill('30.7057');
  await page.getByLabel('Longitude').fill('-98.6841');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Price and size' })).toBeVisible();
  // The steps run in a row on a phone: it scrolls inside itself, the page never sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (desktop) await page.setViewportSize(desktop);
  await page.getByLabel('Price (USD)').fill('485,000');
  await page.getByLabel('Acres').fill('132');
  await page.getByRole('checkbox', { name: /^Ranch/ }).check();
  await page.getByRole('checkbox', { name: /^Hunting/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
  await page.getByLabel('Owner financing offered').check();
  await page.getByLabel('Financing terms').fill('10% down, 7% over 15 years');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  const title = `Llano River ranch ${Date.now().toString(36)}`;
  await page.getByLabel('Listing title').fill('<b>Ranch</b>');
  await page.getByRole('textbox', { name: 'Description' }).fill('Rolling Hill Country ranch with live oaks, a seasonal creek, deer and turkey, and county road frontage.');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.locator('#listing-title-error')).not.toBeEmpty();
  await page.getByLabel('Listing title').fill(title);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Photos and media' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('choose photos').setInputFiles(await photos());
  await expect(page.getByTestId('uploaded-photo')).toHaveCount(5, { timeout: 30_000 });
  await page.getByLabel('Describe photo 1').fill('The front gate');
  await page.getByLabel('Add PDFs').setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByLabel('Title of document 1')).toHaveValue('survey');
  await page.getByLabel('Video link (YouTube or Vimeo)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Review your listing' })).toBeVisible();
  await expect(page.getByText('$485,000')).toBeVisible();
  await expect(page.getByText('5 photos')).toBeVisible();
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is live.' })).toBeVisible();
  await page.getByRole('link', { name: 'View your listing' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/property\/llano-county-texas\/\d+\/$/);
});
