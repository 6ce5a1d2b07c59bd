import { siteBrand } from '@/lib/brand/server';
import { brokerProfileRoute } from '@/lib/brokers';
import { dialects } from '@/lib/routing';
import { expect, test, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';
import { freshEmail, newClient, outboxMails } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// Reaching a broker from its profile, per brand (docs/brokers.md): the profile logs 'seller viewed',
// "Show phone" reveals a tel: link and logs a 'phone click' for the account, "Contact {name}" opens
// the contact-broker modal and its lead (source 'broker profile', no listing) reaches the outbox; an
// inactive broker offers neither; a broker's listings page logs 'seller results'.

/** The first active seller (lowest id, the same every run) with a name, a phone and active listings. */
const activeBroker = () =>
  withDatabase(async (sql): Promise<{ id: number; contactName: string; companyName: string | null; email: string; phone: string }> => {
    const [row] = await sql<{ id: number; contact_name: string; company_name: string | null; email: string; phone: string }>(
      `select a.id::int as id, a.contact_name, a.company_name, a.email, coalesce(a.preferred_phone, a.office_phone) as phone
         from accounts a
        where a.is_seller and a.is_active and a.contact_name is not null and coalesce(a.preferred_phone, a.office_phone) is not null
          and exists (select 1 from listings l where l.account_id = a.id and l.market_status in (1, 2))
        order by a.id limit 1`,
    );
    if (!row) throw new Error('no active seller with a phone and listings in the seed data');
    return { id: row.id, contactName: row.contact_name, companyName: row.company_name, email: row.email, phone: row.phone };
  });

const profilePath = (brand: BrandKey, account: { id: number; contactName: string | null; companyName: string | null }) =>
  dialects[siteBrand(brand)?.urlDialect ?? 'land'].build(brokerProfileRoute({ accountId: account.id, ...account }));

/** Log rows of one account, type and client address (each test speaks from an address of its own). */
const accountLogs = (accountId: number, logType: string, client: string) =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ n: number }>('select count(*)::int as n from logs where account_id = $1 and log_type = $2 and ip_address = $3 and listing_id is null', [accountId, logType, client]);
    return row?.n ?? 0;
  });

const todaysCount = (accountId: number, logType: string) =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ count: number }>(
      "select count from account_daily_stats where account_id = $1 and log_type = $2 and day = (now() at time zone 'UTC')::date", [accountId, logType]);
    return row?.count ?? 0;
  });

test.describe('contacting a broker from its profile', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the profile logs seller viewed; "Show phone" reveals a tel: link and logs a phone click for the account', async ({ page, brand }) => {
    const broker = await activeBroker();
    const client = newClient(brand);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
    await page.goto(profilePath(brand, broker));
    await expect(page.getByTestId('broker-name')).toHaveText(broker.contactName);
    await expect.poll(() => accountLogs(broker.id, 'seller viewed', client)).toBe(1);
    expect(await todaysCount(broker.id, 'seller viewed')).toBeGreaterThanOrEqual(1);

    // The number is not shown until asked for; the side column's button is the visible one.
    await expect(page.getByTestId('broker-phone').filter({ visible: true })).toHaveText('Show phone');
    // The profile's own phone, in its side column (an office's agent cards have phones of their own).
    const side = page.getByRole('complementary');
    const show = side.getByRole('button', { name: 'Show phone' });
    const call = side.getByRole('link', { name: `Call ${broker.phone}` });
    const phoneClick = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logging/account' && r.request().postDataJSON()?.logType === 'phone click');
    // A click before the page has hydrated does nothing, as for a visitor: it is simply repeated.
    await expect(async () => {
      await show.click({ timeout: 2_000 });
      await expect(call).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+/);
    await expect(call).toBeFocused();
    const answer = await phoneClick;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ counted: true });
    expect(await accountLogs(broker.id, 'phone click', client)).toBe(1);
  });

  test('"Contact {name}" opens the contact-broker modal; the lead is stored without a listing as broker profile and mailed to the broker', async ({ page, brand }) => {
    const broker = await activeBroker();
    const email = freshEmail(brand, 'broker-profile');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClient(brand) });
    await page.goto(profilePath(brand, broker));

    const dialog = page.getByRole('dialog', { name: `Email ${broker.contactName}` });
    await expect(async () => {
      await page.getByRole('button', { name: `Contact ${broker.contactName}` }).click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const form = dialog.locator('form[aria-busy]');
    await expect(form.getByLabel('Message')).toHaveValue(`Hello ${broker.contactName}, I am interested in your land listings. Please send me more information.`);
    await expect(form.getByRole('checkbox')).toHaveCount(0);
    await form.getByLabel('Full name').fill('Dana Buyer');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your message has been sent');

    const leads = await withDatabase((sql) =>
      sql<{ listing_id: number | null; account_id: number; lead_source: string }>('select listing_id, account_id::int as account_id, lead_source from leads where sender_email = $1', [email]));
    expect(leads).toEqual([{ listing_id: null, account_id: broker.id, lead_source: 'broker profile' }]);

    // The broker's mail reaches the outbox (the job worker polls every 5 s); it names the profile.
    const outbox = await page.context().newPage();
    await expect.poll(() => outboxMails(outbox, brand, email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await outboxMails(outbox, brand, email);
    expect(mail).toContain(broker.email);
    expect(mail).toContain('from your broker profile');
    expect(mail).toContain(profilePath(brand, broker));
  });

  test('an inactive broker offers no contact button and no phone', async ({ page, brand }) => {
    const inactive = await withDatabase(async (sql) => {
      const [row] = await sql<{ id: number; contact_name: string | null; company_name: string | null }>(
        'select id::int as id, contact_name, company_name from accounts where is_seller and not is_active order by id limit 1');
      if (!row) throw new Error('no inactive seller in the seed data');
      return { id: row.id, contactName: row.contact_name, companyName: row.company_name };
    });
    await page.goto(profilePath(brand, inactive));
    await expect(page.getByTestId('inactive-broker')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^Contact / })).toHaveCount(0);
    // The broker's own phone is gone (an inactive office's agents, if any, keep theirs on their cards).
    await expect(main.getByTestId('broker-phone')).toHaveCount(0);
  });

  test("a broker's listings page logs seller results for the account", async ({ page, brand }) => {
    const broker = await activeBroker();
    const client = newClient(brand);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
    await page.goto(brand === 'rec' ? `/propertylink/${broker.id}` : `/propertylink/${broker.id}/`);
    await expect(page.getByTestId('result-count')).toBeVisible();
    await expect.poll(() => accountLogs(broker.id, 'seller results', client)).toBe(1);
  });
});
