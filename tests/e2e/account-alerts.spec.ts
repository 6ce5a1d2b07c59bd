import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { accountPath, expectLoggedIn, linkIn, logInByApi, mailTo, registeredUser } from './accounts-support';
import { serverDatabaseUrl, withDatabase } from './listing-db';
import { listingPath, speakAsNewClient } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// Alerts that tell buyers what changed (docs/alerts.md), end to end: a confirmed buyer likes a
// listing, chooses instant favourite alerts on the settings page, the broker cuts the price (written
// as the listing editor will write it: the price and a price event), one alert pass runs
// (`npm run alerts`, the job the worker runs every 5 minutes) and the mail is in the outbox.

const run = promisify(execFile);

test('an alert mail in the outbox after a price cut on a favourite', { tag: '@shared' }, async ({ page, brand, request }) => {
  test.setTimeout(120_000);
  await speakAsNewClient(page, brand);
  const { email } = await registeredUser(request, brand, 'alert');
  // Alerts go to confirmed addresses only.
  const confirm = await request.get(linkIn(await mailTo(email, 'confirm your email'), '/api/account/confirm-email/'), { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);
  await logInByApi(page, request, brand, email);
  await page.goto('/');
  await expectLoggedIn(page);

  const [listing] = await withDatabase((sql) => sql<{ id: number; canonical_location: string; title: string; price: number }>(
    'select id::int, canonical_location, title, price::float8 as price from listings where market_status = 1 and price > 100000 order by id desc offset $1 limit 1',
    [{ land: 40, farm: 50, rec: 60 }[brand]],
  ));
  if (!listing) throw new Error('no listing');
  await page.goto(listingPath(brand, { id: listing.id, canonicalLocation: listing.canonical_location }));
  const actions = page.getByRole('group', { name: /actions/i });
  // A press before the page has hydrated does nothing, as for a visitor: press until it is liked.
  await expect(async () => {
    if (await actions.getByRole('button', { name: /Save to favorites/ }).isVisible()) await actions.getByRole('button', { name: /Save to favorites/ }).click();
    await expect(actions.getByRole('button', { name: /Remove from favorites/ })).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await page.goto(accountPath(brand, 'details'));
  await page.getByLabel('Email me about changes to my favorites').selectOption({ label: 'Instantly' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been saved.')).toBeVisible();

  const cut = Math.round(listing.price * 0.9);
  await withDatabase(async (sql) => {
    await sql('update listings set price = $2, updated_at = now() where id = $1', [listing.id, cut]);
    await sql("insert into listing_events (listing_id, kind, price, previous_price, market_status, at) values ($1, 'price', $2, $3, 1, now())", [listing.id, cut, listing.price]);
  });
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/alerts.ts'], {
    env: { ...process.env, DATABASE_URL: await serverDatabaseUrl(), APP_ENV: 'test' },
    timeout: 60_000,
  });
  expect(stdout).toContain(email);

  const mail = await mailTo(email, 'change to your favorites');
  expect(mail.text).toContain(listing.title);
  expect(mail.text).toContain('Price reduced from');
  expect(mail.text).toContain('/api/alerts/unsubscribe/');
});
