import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';
import { freshEmail, newClient } from './listing-support';

// What the account specs share: paths by dialect, mail read from the outbox table, and users made
// through the API (sign-up answers alike for everyone, so a test confirms through the mailed link).

export const PASSWORD = 'plains2026';

const slash = (brand: BrandKey) => (brand === 'rec' ? '' : '/');
export const accountPath = (brand: BrandKey, section: 'details' | 'savedsearches' | 'savedproperties') => `/account/${section}${slash(brand)}`;
export const loginPath = (brand: BrandKey) => `/login${slash(brand)}`;
export const homePath = '/';

export interface Mail {
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject has `subject` in it, waiting for the job worker to deliver it. */
export async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(async () => {
    const rows = await withDatabase((sql) => sql<Mail>('select subject, text from mail_outbox where "to" = $1 and subject like $2 order by id desc limit 1', [to, `%${subject}%`]));
    found = rows[0];
    return found !== undefined;
  }, { timeout: 30_000, message: `a mail to ${to} about "${subject}"` }).toBe(true);
  return found as Mail;
}

/** The first link of a mail that contains `part`, as a path and query on the brand's host. */
export function linkIn(mail: Mail, part: string): string {
  const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(part));
  if (!url) throw new Error(`no link with ${part} in: ${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A new account made through the API (not confirmed; its password works at once). */
export async function registeredUser(request: APIRequestContext, brand: BrandKey, purpose: string, userType: 'buyer' | 'seller' = 'buyer'): Promise<{ email: string; name: string }> {
  const email = freshEmail(brand, purpose);
  const name = userType === 'seller' ? 'Toni Token' : 'Morgan Tester';
  const response = await request.post('/api/account/register', {
    headers: { 'x-forwarded-for': newClient(brand) },
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, phone: '', phoneType: '', userType, newsletter: false },
  });
  expect(response.status()).toBe(200);
  return { email, name };
}

/** Logs the page's browser in through the API and hands it the session cookie; the login form has tests of its own. */
export async function logInByApi(page: Page, request: APIRequestContext, brand: BrandKey, email: string, password = PASSWORD): Promise<void> {
  const response = await request.post('/api/account/login', { headers: { 'x-forwarded-for': newClient(brand) }, data: { email, password } });
  expect(response.status()).toBe(200);
  // Every cookie the login sets (the session and any other, in whatever order the server writes them).
  const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0] ?? '');
  expect(cookies.length).toBeGreaterThan(0);
  await page.context().addCookies(cookies.map((cookie) => ({
    name: cookie.slice(0, cookie.indexOf('=')), value: cookie.slice(cookie.indexOf('=') + 1), domain: `${brand}.localhost`, path: '/', httpOnly: true, sameSite: 'Lax' as const,
  })));
}

/** A same-origin GET from the page (its cookies), answered as JSON. */
export function pageJson(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).json(), path);
}

/** The header's account menu says who is logged in (My Account) or offers Log in. */
export const myAccountButton = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /My Account/ });

/**
 * How long the header may take to show a login after a page load: the page hydrates, then fetches the
 * account chunk, then asks the server for the login info. On the search page of a busy 2-core machine
 * (a CI run beside other work) the login-info request left 4.2 s after the navigation, so the default
 * 5 s wait failed a run in which nothing was wrong.
 */
export const LOGIN_SHOWN_TIMEOUT = 20_000;

/** The header shows the page's visitor as logged in. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(myAccountButton(page)).toBeVisible({ timeout: LOGIN_SHOWN_TIMEOUT });
}
export const headerLogIn = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' });

/** Fills the login form of a dialog or page (`scope`) and sends it. */
export async function fillLogin(scope: ReturnType<Page['getByRole']> | Page, email: string, password: string): Promise<void> {
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log in' }).click();
}
