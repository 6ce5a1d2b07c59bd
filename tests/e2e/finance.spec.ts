import { expect, test, type BrandKey } from './fixtures';
import { findListing } from './listing-db';
import { axeViolations } from './axe';
import { freshEmail, listingPath, outboxMails, speakAsNewClient } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The finance center (docs/finance.md): reached from the footer (and rec's header), the finance company's
// content, the land-loan calculator matching a reference schedule to the cent, lenders for a place, and
// the finance contact modal, whose request reaches the outbox.

const company: Record<BrandKey, { name: string; fcid: number }> = {
  land: { name: 'Acrewise Land Loans', fcid: 3 },
  farm: { name: 'Fieldstead Farm Credit', fcid: 5 },
  rec: { name: 'Wildshore Land Finance', fcid: 7 },
};
const financePath = (brand: BrandKey, query: string) => `${brand === 'rec' ? '/financing' : '/financing/'}?${query}`;

test("the footer leads to the brand's finance company, whose page passes axe", async ({ page, brand }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Land Financing' }).click();
  await expect(page).toHaveURL(new RegExp(`/financing/?\\?fcid=${company[brand].fcid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company[brand].name);
  await expect(page.getByRole('heading', { name: 'Loan programs' })).toBeVisible();
  await expect(page.getByTestId('lenders').getByRole('listitem').first()).toBeVisible();
  if (brand === 'rec') await expect(page.getByRole('banner').getByRole('link', { name: 'Finance', exact: true })).toHaveAttribute('href', '/financing?fcid=7');
  expect(await axeViolations(page)).toEqual([]);
});

test('the calculator matches a reference schedule to the cent, and a link fills it in', async ({ page, brand }) => {
  await page.goto(financePath(brand, `fcid=${company[brand].fcid}&price=100000&down=0&rate=6&term=30`));
  const calculator = page.locator('#loan-calculator');
  const payment = calculator.getByText('Monthly payment').locator('xpath=following-sibling::dd');
  await expect(payment).toHaveText('$599.55');
  await expect(calculator.getByLabel('Purchase price ($)')).toHaveValue('100000');
  // Year 1 opens onto its months: the reference's first two rows.
  await calculator.locator('summary').first().click();
  const months = calculator.getByRole('table', { name: 'Year 1 by month' });
  await expect(months.getByRole('row').nth(1)).toHaveText(/^1\s*\$599\.55\s*\$99\.55\s*\$500\.00\s*\$99,900\.45$/);
  await expect(months.getByRole('row').nth(2)).toHaveText(/^2\s*\$599\.55\s*\$100\.05\s*\$499\.50\s*\$99,800\.40$/);
  // Typing changes it; the owner-finance preset adds a balloon.
  await calculator.getByLabel('Interest rate (% a year)').fill('6.5');
  await calculator.getByLabel('Purchase price ($)').fill('200000');
  await expect(payment).toHaveText('$1,264.14');
  await calculator.getByRole('button', { name: 'Owner-finance terms' }).click();
  await expect(calculator.getByLabel('Balloon payment')).toHaveValue('5');
  await expect(calculator.getByText(/due after 5 years/)).toBeVisible();
});

test("a listing's Estimate payments link opens the calculator with its price and its place's lenders", async ({ page, brand }) => {
  const listing = await findListing({ withVideoAndTour: false });
  await page.goto(listingPath(brand, listing));
  const link = page.getByTestId('listing-calculator-link');
  await link.click();
  await expect(page).toHaveURL(/\/financing\/?\?fcid=\d+&price=\d+&listing=\d+&state=[A-Z]{2}&county=\d+#loan-calculator$/);
  await expect(page.locator('#loan-calculator').getByLabel('Purchase price ($)')).toHaveValue(String(Math.round(listing.price ?? 0)));
  await expect(page.getByLabel('State', { exact: true })).not.toHaveValue('');
});

test('the finance contact modal sends a request that reaches the outbox', async ({ page, context, brand }) => {
  await speakAsNewClient(page, brand);
  await page.goto(financePath(brand, 'fcid=7&state=TX&county=48299'));
  const lenders = page.getByTestId('lenders');
  await expect(lenders.getByRole('listitem').first()).toContainText('Llano Valley Ag Credit');
  await lenders.getByRole('listitem').first().getByRole('button', { name: 'Contact lender' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Llano Valley Ag Credit' });
  await expect(dialog).toBeVisible();
  // SPEC §5 messages first, then a request that goes.
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  const email = freshEmail(brand, 'finance');
  await dialog.getByLabel('Full name').fill('Dana Buyer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Loan amount (optional)').fill('180,000');
  await dialog.getByLabel('Where is the land?').selectOption('TX');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Llano Valley Ag Credit has your request and will reply to ${email}`);
  // The mail worker delivers it from the queue.
  const outbox = await context.newPage();
  await expect.poll(() => outboxMails(outbox, brand, email), { timeout: 30_000 }).toHaveLength(1);
  const [mail] = await outboxMails(outbox, brand, email);
  expect(mail).toContain('lender-19@finance.example.com');
  expect(mail).toContain('Loan amount: $180,000');
});

test('a finance company that is none is the 404 page, and the SPEC §7 calls answer null', async ({ request, brand }) => {
  expect((await request.get(financePath(brand, 'fcid=424242'))).status()).toBe(404);
  expect((await request.get(financePath(brand, 'fcid=abc'))).status()).toBe(404);
  const missing = await request.get('/api/content/financeCenterFullInfo/424242');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toBeNull();
  const found = await request.get(`/api/location/financeByLocationData/county/48/48299`);
  expect(((await found.json()) as { lenders: Array<{ name: string }> }).lenders[0]?.name).toBe('Llano Valley Ag Credit');
});
