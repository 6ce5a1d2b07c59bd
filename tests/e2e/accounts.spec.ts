import { expect, test } from './fixtures';
import { accountPath, expectLoggedIn, fillLogin, headerLogIn, linkIn, logInByApi, loginPath, mailTo, myAccountButton, pageJson, PASSWORD, registeredUser } from './accounts-support';
import { withDatabase } from './listing-db';
import { axeViolations } from './axe';
import { freshEmail, listingPath, speakAsNewClient, texas } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// SPEC §3-§7 accounts, per brand: sign-up confirmed by the mailed link, logout and login, the SPEC §6
// login redirect, password reset from the outbox, token login that works and one that does not.

test.beforeEach(async ({ page, brand }) => speakAsNewClient(page, brand));

test('sign up, confirm from the mail, log in, log out, log in again with the modal', async ({ page, brand }) => {
  const email = freshEmail(brand, 'signup');
  await page.goto(`${loginPath(brand)}?mode=signup`);
  const form = page.getByRole('main');
  await expect(form.getByText('At least 8 characters, with a letter and a number.').first()).toBeVisible();
  await form.getByLabel('Full name').fill('Casey Signup');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('The password does not meet the requirements. Please try again.').first()).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Check your email')).toBeVisible();
  await expect(headerLogIn(page)).toBeVisible();

  const welcome = await mailTo(email, 'confirm your email');
  await page.goto(linkIn(welcome, '/api/account/confirm-email/'));
  await expect(page).toHaveURL(/\/login\/?\?confirmed=1$/);
  await expect(page.getByText('Your email address is confirmed. Log in to continue.')).toBeVisible();
  await fillLogin(page.getByRole('main'), email, PASSWORD);
  await expectLoggedIn(page);

  await myAccountButton(page).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(headerLogIn(page)).toBeVisible();
  expect(await pageJson(page, '/api/authenticate/isloggedin')).toBe(false);

  // The modal opens once the page's account code is in (before that the link is the login page).
  await page.waitForLoadState('networkidle');
  await headerLogIn(page).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await fillLogin(dialog, email, 'wrong-password-1');
  await expect(dialog.getByText('The email or password is incorrect.')).toBeVisible();
  await fillLogin(dialog, email, PASSWORD);
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
});

test('an account page sends a visitor to log in and back (SPEC §6)', async ({ page, brand, request }) => {
  const { email } = await registeredUser(request, brand, 'redirect');
  await page.goto(accountPath(brand, 'details'));
  await expect(page).toHaveURL(/\/login\/?\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ Account Settings$/);
  expect(await axeViolations(page)).toEqual([]);
  await fillLogin(page.getByRole('main'), email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${accountPath(brand, 'details').replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Morgan Tester');
  expect(await axeViolations(page)).toEqual([]);
});

test('a return path that the URL parser turns into another host ends on the site after login (SPEC §6)', { tag: '@shared' }, async ({ page, brand, request, baseURL }) => {
  const { email } = await registeredUser(request, brand, 'offsite');
  await page.goto(`${loginPath(brand)}?origin=${encodeURIComponent('/.//evil.example')}`);
  await fillLogin(page.getByRole('main'), email, PASSWORD);
  await expect(page).toHaveURL((url) => url.host === new URL(baseURL ?? '').host && url.pathname === '/');
});

test('forgot password: the mailed link sets a new password once, which then logs in', { tag: '@shared' }, async ({ page, brand, request }) => {
  const { email } = await registeredUser(request, brand, 'reset');
  await page.goto(`${loginPath(brand)}?mode=forgot`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText("If an account uses that address, we've emailed a link to reset the password.")).toBeVisible();

  const resetPath = linkIn(await mailTo(email, 'reset your password'), '/reset/');
  await page.goto(resetPath);
  await main.getByLabel('New password', { exact: true }).fill('prairie2027');
  await main.getByLabel('Confirm new password').fill('prairie2027');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('Your password has been changed. Log in with your new password.')).toBeVisible();

  await page.goto(resetPath);
  await main.getByLabel('New password', { exact: true }).fill('prairie2028');
  await main.getByLabel('Confirm new password').fill('prairie2028');
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText(/expired or was already used/)).toBeVisible();

  await page.goto(loginPath(brand));
  await fillLogin(main, email, PASSWORD);
  await expect(main.getByText('The email or password is incorrect.')).toBeVisible();
  await fillLogin(main, email, 'prairie2027');
  await expectLoggedIn(page);
});

test('token login: a mailed login link logs in and leaves the URL, a spent or wrong one alerts "Failed to login."', { tag: '@shared' }, async ({ page, brand, request }) => {
  const { email } = await registeredUser(request, brand, 'token', 'seller');
  const confirm = await request.get(linkIn(await mailTo(email, 'confirm your email'), '/api/account/confirm-email/'), { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);

  await page.goto(`${loginPath(brand)}?mode=forgot`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Email me a login link instead' }).click();
  await expect(main.getByText("If a confirmed account uses that address, we've emailed a link that logs you in.")).toBeVisible();
  const link = linkIn(await mailTo(email, 'your login link'), 'logintoken=');
  await page.goto(link);
  await expectLoggedIn(page);
  expect(new URL(page.url()).searchParams.has('logintoken')).toBe(false);
  // A seller sees the login popover once (SPEC §4).
  await expect(page.getByText('Welcome back, Toni Token')).toBeVisible();

  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.context().clearCookies();
  await page.goto(link);
  await expect.poll(() => alerts).toEqual(['Failed to login.']);
  await page.goto('/?logintoken=NotAToken0123456789abcdefXYZ&x=1');
  await expect.poll(() => alerts).toEqual(['Failed to login.', 'Failed to login.']);
  expect(new URL(page.url()).searchParams.has('logintoken')).toBe(false);
  expect(new URL(page.url()).searchParams.get('x')).toBe('1');
  await expect(headerLogIn(page)).toBeVisible();
});

test('like a listing while logged out: the login modal, then the like', { tag: '@shared' }, async ({ page, brand, request }) => {
  const { email } = await registeredUser(request, brand, 'like');
  const [listing] = await withDatabase((sql) => sql<{ id: number; canonical_location: string; title: string }>(
    'select id::int, canonical_location, title from listings where market_status = 1 order by id desc offset $1 limit 1', [{ land: 10, farm: 20, rec: 30 }[brand]],
  ));
  if (!listing) throw new Error('no listing');
  await page.goto(listingPath(brand, { id: listing.id, canonicalLocation: listing.canonical_location }));
  const like = page.getByRole('group', { name: /actions/i }).getByRole('button', { name: /Save to favorites/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(async () => {
    await like.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await fillLogin(dialog, email, PASSWORD);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: /actions/i }).getByRole('button', { name: /Remove from favorites/ })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => ((await pageJson(page, '/api/account/favorites')) as { data: number[] }).data).toEqual([listing.id]);

  await page.goto(accountPath(brand, 'savedproperties'));
  await expect(page.getByRole('heading', { name: 'Favorite Properties' })).toBeVisible();
  await expect(page.getByRole('main').getByText(listing.title).first()).toBeVisible();
});

test('save a search, see it listed, rename it, delete it', { tag: '@shared' }, async ({ page, brand, request }) => {
  const { email } = await registeredUser(request, brand, 'search');
  await logInByApi(page, request, brand, email);
  await page.goto(`${texas[brand]}?priceMax=900000`);
  await expectLoggedIn(page);
  const panel = page.getByRole('dialog', { name: 'Save this search' }).filter({ has: page.getByLabel('Name') });
  // A press before the page has hydrated does nothing, so press until the panel (loaded on first use)
  // opens; never again once it is there: its modal backdrop covers the button, and a click outside
  // the panel closes it.
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByTestId('save-search').click({ timeout: 2_000 });
    await expect(panel).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // Offered under the page's heading and its price range, not the place alone.
  await expect(panel.getByLabel('Name')).toHaveValue(/Texas.*, \$0 - \$900K$/);
  await panel.getByLabel('Name').fill('Texas under 900k');
  await panel.getByLabel('Email me new matches').selectOption({ label: 'Daily' });
  await panel.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  await page.goto(accountPath(brand, 'savedsearches'));
  const list = page.getByRole('list', { name: 'Your saved searches' });
  await expect(list.getByRole('link', { name: 'Texas under 900k' })).toBeVisible();
  // The list is server HTML first; its buttons work once the page has hydrated.
  await page.waitForLoadState('networkidle');
  await list.getByRole('button', { name: /Rename/ }).click();
  await list.getByLabel('New name').fill('Big Texas ranches');
  // The new name shows at once (optimistic, rolled back on a refusal); the reload waits for the server's answer.
  const renamed = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/account/saved-searches/'));
  await list.getByRole('button', { name: 'Save name' }).click();
  await expect(list.getByRole('link', { name: 'Big Texas ranches' })).toBeVisible();
  expect((await renamed).status()).toBe(200);
  await page.reload();
  await expect(list.getByRole('link', { name: 'Big Texas ranches' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await list.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('“Big Texas ranches” was deleted.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have no saved searches yet')).toBeVisible();
});
