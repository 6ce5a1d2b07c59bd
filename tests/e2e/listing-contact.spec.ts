import { expect, test } from './fixtures';
import { findListing, findListingOfClosedAccount, leadRows, pendingMailJobs } from './listing-db';
import { freshEmail, leadBody, leadForm, listingPath, newClient, outboxMails, speakAsNewClient } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// Reaching the broker, per brand: the contact form's SPEC §5 messages, one lead row and one broker mail
// (also for an identical second message), no form where the server would refuse, the broker's listings
// link, and the lead endpoint's refusals. docs/leads.md.

test.beforeEach(({ page, brand }) => speakAsNewClient(page, brand));

test.describe('contacting the broker', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the contact form shows the SPEC §5 messages, then sends; one lead row and one broker mail, also for a second identical message', async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const buyer = { name: 'Dana Buyer', email: freshEmail(brand, 'lead-form'), phone: '(512) 555-0123' };
    const leadPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') leadPosts.push(r.postData() ?? '');
    });
    await page.goto(listingPath(brand, listing));

    const card = page.getByRole('complementary', { name: 'Contact the broker' });
    const form = await leadForm(card);
    const field = {
      name: form.getByLabel('Full name'),
      email: form.getByLabel('Email'),
      phone: form.getByLabel('Phone (optional)'),
      message: form.getByLabel('Message'),
    };
    const send = form.getByRole('button', { name: 'Send message' });
    const defaultMessage = `I am interested in ${listing.title}. Please send me more information about this property.`;
    await expect(field.message).toHaveValue(defaultMessage);

    // Empty: every required field says so; nothing is sent.
    await field.message.fill('');
    await send.click();
    for (const required of [field.name, field.email, field.message]) {
      await expect(required).toHaveAccessibleDescription('This field is required.');
      await expect(required).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field.phone).not.toHaveAttribute('aria-invalid', 'true');

    // Invalid: the SPEC §5 sentence of each rule (tests/unit/components/listing/lead-form.test.tsx).
    await field.name.fill('Dana');
    await field.email.fill('dana@');
    await field.phone.fill('512-55-0123');
    await field.message.fill('<b>Call me</b>');
    await send.click();
    await expect(field.name).toHaveAccessibleDescription('Please enter valid full name.');
    await expect(field.email).toHaveAccessibleDescription('Please enter an email address in a valid format.');
    await expect(field.phone).toHaveAccessibleDescription('Please enter a validly formatted phone number.');
    await expect(field.message).toHaveAccessibleDescription('Please remove the HTML from this text.');
    expect(leadPosts).toEqual([]);

    // Valid: sent, the success state, the lead stored against the listing's broker.
    const fillValid = async () => {
      await field.name.fill(buyer.name);
      await field.email.fill(buyer.email);
      await field.phone.fill(buyer.phone);
      await field.message.fill(defaultMessage);
    };
    await fillValid();
    await send.click();
    const sent = card.getByRole('status');
    await expect(sent).toContainText('Your message has been sent');
    expect(leadPosts).toHaveLength(1);
    expect(await leadRows(buyer.email)).toEqual([{ listingId: listing.id, accountId: listing.broker.accountId }]);

    // The broker's mail reaches the outbox (the job worker polls every 5 s).
    const outbox = await page.context().newPage();
    await expect.poll(() => outboxMails(outbox, brand, buyer.email), { timeout: 30_000 }).toHaveLength(1);
    const [mail] = await outboxMails(outbox, brand, buyer.email);
    expect(mail).toContain(listing.broker.email);
    expect(mail).toContain(listing.title);

    // The same message again within 10 minutes: answered as sent, but no second row and no second mail.
    await sent.getByRole('button', { name: 'Send another message' }).click();
    const again = await leadForm(card);
    await expect(again.getByRole('button', { name: 'Send message' })).toBeVisible();
    await fillValid();
    await again.getByRole('button', { name: 'Send message' }).click();
    await expect(card.getByRole('status')).toContainText('Your message has been sent');
    expect(leadPosts).toHaveLength(2);
    expect(await leadRows(buyer.email)).toHaveLength(1);
    // A duplicate queues no mail job: nothing is waiting for the worker, and the outbox holds the one mail.
    expect(await pendingMailJobs(buyer.email)).toBe(0);
    expect(await outboxMails(outbox, brand, buyer.email)).toHaveLength(1);
  });

  test('a listing whose broker account cannot take leads offers no contact form', async ({ page, request, brand }) => {
    const listing = await findListingOfClosedAccount();
    // The server refuses every lead for it (lib/leads/lead-service.ts: a free or inactive account) ...
    const refused = await request.post('/api/leads', {
      headers: { 'x-forwarded-for': newClient(brand) },
      data: leadBody(brand, listing, freshEmail(brand, 'closed-account')),
    });
    expect(refused.status()).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['This listing is not taking messages.'] });
    // ... so the page must not offer a form that can only fail.
    await page.goto(listingPath(brand, listing));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    await expect(page.getByRole('complementary', { name: 'Contact the broker' })).toHaveCount(0);
  });

  test("the broker block's link opens the broker's profile, and its listings are one click further", async ({ page, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    await page.goto(listingPath(brand, listing));
    const link = page.getByTestId('broker-block').getByRole('link', { name: 'See this broker’s profile and listings' });
    await link.click();
    const id = listing.broker.accountId;
    await expect(page).toHaveURL(brand === 'farm' ? new RegExp(`/broker/[a-z0-9-]+-${id}/$`) : new RegExp(`/(member|profile)/[a-z0-9-]+/${id}/?$`));
    await expect(page.getByTestId('broker-active-count')).toBeVisible();
    await page.getByTestId('broker-stats').getByRole('link').click();
    await expect(page).toHaveURL(brand === 'farm' ? new RegExp(`/broker/[a-z0-9-]+-${id}/land/$`) : new RegExp(`/(member|profile)/[a-z0-9-]+/${id}/(listings/|properties)$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Land for sale by');
  });

  test('the lead endpoint answers wrong types, oversize fields, a bad phone and broken bodies with 4xx and stores nothing', { tag: '@shared' }, async ({ request, brand }) => {
    const listing = await findListing({ withVideoAndTour: false });
    const email = freshEmail(brand, 'lead-api');
    const valid = leadBody(brand, listing, email);
    // Each request from a fresh address: a 4xx must be the answer to the body, never to a rate limit.
    // The body goes as bytes: Playwright would quote a string that is not JSON into a JSON string.
    const post = (body: string, contentType = 'application/json') =>
      request.post('/api/leads', { headers: { 'content-type': contentType, 'x-forwarded-for': newClient(brand) }, data: Buffer.from(body) });
    const fieldErrors = async (body: object) => {
      const response = await post(JSON.stringify(body));
      expect(response.status()).toBe(422);
      return ((await response.json()) as { fields?: Record<string, string> }).fields;
    };

    expect(await fieldErrors({ ...valid, name: 42, email: ['a@example.com'], phone: 5125550123, message: null, wantsFinancing: 'yes' })).toEqual({
      name: 'Please check this value.',
      email: 'Please check this value.',
      phone: 'Please check this value.',
      message: 'This field is required.',
      wantsFinancing: 'Please check this value.',
    });
    expect(await fieldErrors({ ...valid, name: `Dana ${'x'.repeat(120)}`, message: 'x'.repeat(2001) })).toEqual({
      name: 'This value must be at most 100 characters.',
      message: 'This value must be at most 2000 characters.',
    });
    expect(await fieldErrors({ ...valid, phone: '512-55-0123' })).toEqual({ phone: 'Please enter a validly formatted phone number.' });
    expect(await fieldErrors({ ...valid, payload: { ...valid.payload, listingId: 'forty-seven' } })).toHaveProperty(['payload.listingId']);

    expect((await post('{"name": "Dana Buyer",')).status()).toBe(400);
    expect((await post(`name=Dana&email=${encodeURIComponent(email)}`, 'application/x-www-form-urlencoded')).status()).toBe(415);
    expect((await post(JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }))).status()).toBe(413);
    expect(await leadRows(email)).toEqual([]);
  });
});
