import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { leadRows, withDatabase } from './listing-db';
import { freshEmail, newClient, outboxMails, texas } from './listing-support';
import { markWindow, sameDocument } from './same-document';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// A search placard's "Contact broker", per brand, on a desktop and a phone (docs/leads.md "From a
// placard"): every placard that offers it opens the listing's contact-broker modal over the results
// without leaving the page (focus in, Escape out, focus back), a full-screen sheet on the phone; a lead
// sent from it is stored with the lead source 'search results' and mailed to the broker like the listing
// page's; and without JavaScript the same link lands on the listing page's contact card, which exactly the
// placards that offer the action have.

// The desktop runs on every brand, over every placard of page 1. The phone's sheet is the same code on
// every brand (docs/testing.md "@shared"): it runs on the main brand, over the first three placards.
const screens = [
  { name: 'a desktop', use: { viewport: { width: 1366, height: 900 } }, tag: [], placards: Infinity },
  { name: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, tag: ['@shared'], placards: 3 },
] as const;

/**
 * Until React has hydrated the link (its props are on the element), a click follows it to the listing
 * page, as it would for a visitor; the tests here are about the hydrated page.
 */
async function untilHydrated(link: Locator): Promise<void> {
  await expect.poll(() => link.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), { timeout: 20_000 }).toBe(true);
}

const placardOf = (link: Locator) => link.locator('xpath=ancestor::article[1]');
const contactActions = (page: Page) => page.getByTestId('results').getByTestId('contact-action');

/** The modal a placard's link opened, checked to be about that placard's listing; the real form is there. */
async function openFrom(page: Page, link: Locator): Promise<Locator> {
  const title = (await placardOf(link).getByRole('heading', { level: 2 }).innerText()).trim();
  await untilHydrated(link);
  await link.click();
  const dialog = page.getByRole('dialog', { name: /^Email \S/ });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('form[aria-busy]')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Message')).toHaveValue(`I am interested in ${title}. Please send me more information about this property.`);
  return dialog;
}

/** The listing's broker as the database has it. */
const brokerOf = (listingId: number) =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ account_id: number; email: string }>(
      'select a.id::int as account_id, a.email from listings l join accounts a on a.id = l.account_id where l.id = $1', [listingId]);
    if (!row) throw new Error(`listing ${listingId} has no broker`);
    return { accountId: row.account_id, email: row.email };
  });

for (const screen of screens) {
  test.describe(`a placard's Contact broker on ${screen.name}`, { tag: [...screen.tag] }, () => {
    test.use(screen.use);

    test('every placard that offers it opens its contact modal over the results: the URL stays, focus moves in, Escape closes it and focus returns', async ({ page, brand }) => {
      test.setTimeout(180_000);
      await page.goto(texas[brand]);
      const url = page.url();
      await markWindow(page);
      const actions = contactActions(page);
      const offered = await actions.count();
      expect(offered).toBeGreaterThan(0);
      const count = Math.min(offered, screen.placards);
      const viewport = page.viewportSize();
      if (!viewport) throw new Error('no viewport');

      for (let i = 0; i < count; i++) {
        const link = actions.nth(i);
        await expect(link).toHaveAttribute('href', /#contact$/);
        await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
        const dialog = await openFrom(page, link);
        expect(page.url()).toBe(url);
        expect(await sameDocument(page)).toBe('yes');
        await expect(dialog).toHaveAttribute('aria-modal', 'true');
        await expect(dialog.getByLabel('Full name')).toBeFocused();
        const box = await dialog.boundingBox();
        if (!box) throw new Error('the dialog has no box');
        if (viewport.width < 601) {
          // A full-screen sheet on the phone.
          for (const [actual, expected] of [[box.x, 0], [box.y, 0], [box.width, viewport.width], [box.height, viewport.height]] as const) {
            expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);
          }
        } else {
          // A centred panel at most 32rem wide over the results.
          expect(box.width).toBeLessThanOrEqual(512);
          expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(link).toBeFocused();
      }
      expect(page.url()).toBe(url);
      expect(await sameDocument(page)).toBe('yes');
    });

    test("a lead sent from a placard's modal is stored as search results and reaches the broker's outbox; the open modal has no axe violations", async ({ page, brand }) => {
      test.setTimeout(120_000);
      await page.goto(texas[brand]);
      const url = page.url();
      const link = contactActions(page).first();
      const listingId = Number(await placardOf(link).getAttribute('data-listing-id'));
      const title = (await placardOf(link).getByRole('heading', { level: 2 }).innerText()).trim();
      const broker = await brokerOf(listingId);
      const email = freshEmail(brand, `placard-lead-${screen.use.viewport.width}`);
      const leadPosts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads') leadPosts.push(r.postData() ?? '');
      });

      const dialog = await openFrom(page, link);
      expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);

      await dialog.getByLabel('Full name').fill('Dana Buyer');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel(/^Phone/).fill('(512) 555-0123');
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(dialog.getByRole('status')).toContainText('Your message has been sent');
      expect(page.url()).toBe(url);

      // The same endpoint as the listing page's form, with the placard's listing and the lead source.
      expect(leadPosts).toHaveLength(1);
      expect(JSON.parse(leadPosts[0] ?? '{}')).toMatchObject({ email, payload: { listingId, leadSource: 'search results', brokerId: broker.accountId } });
      expect(await leadRows(email)).toEqual([{ listingId, accountId: broker.accountId }]);
      const [source] = await withDatabase((sql) => sql<{ lead_source: string }>('select lead_source from leads where sender_email = $1', [email]));
      expect(source?.lead_source).toBe('search results');

      // The broker's mail reaches the outbox (the job worker polls every 5 s).
      const outbox = await page.context().newPage();
      await expect.poll(() => outboxMails(outbox, brand, email), { timeout: 30_000 }).toHaveLength(1);
      const [mail] = await outboxMails(outbox, brand, email);
      expect(mail).toContain(broker.email);
      expect(mail).toContain(title);
    });
  });
}

test.describe("a placard's Contact broker without JavaScript", { tag: '@shared' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });

  test("is a link to the listing page's contact card, offered on exactly the placards whose listing page has that card", async ({ page, request, brand }) => {
    test.setTimeout(120_000);
    await page.goto(texas[brand]);
    // What each placard offers, read from the page at once; the listing pages are fetched side by side.
    const placards = await page.getByTestId('results').locator('article').evaluateAll((articles) =>
      articles.map((article) => ({
        listingHref: article.querySelector('h2 a')?.getAttribute('href') ?? '',
        actionHref: article.querySelector('[data-testid="contact-action"]')?.getAttribute('href') ?? null,
      })));
    expect(placards.length).toBeGreaterThan(0);
    expect(placards.filter((p) => p.actionHref !== null).length).toBeGreaterThan(0);
    const client = newClient(brand);
    await Promise.all(placards.map(async ({ listingHref, actionHref }) => {
      expect(listingHref, 'a placard without its listing link').not.toBe('');
      if (actionHref !== null) expect(actionHref).toBe(`${listingHref}#contact`);
      const listingPage = await request.get(listingHref, { headers: { 'x-forwarded-for': client } });
      expect(listingPage.status()).toBe(200);
      expect(/\bid="contact"/.test(await listingPage.text()), `${listingHref} has the contact card`).toBe(actionHref !== null);
    }));

    const first = contactActions(page).first();
    const target = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
    await expect(page.getByRole('complementary', { name: 'Contact the broker' })).toBeInViewport();
  });
});
