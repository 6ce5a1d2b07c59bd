import fs from 'node:fs';
import path from 'node:path';
import { siteBrand } from '@/lib/brand/server';
import { hrefFor } from '@/lib/navigation';
import { expect, test, type BrandKey } from './fixtures';
import { axeViolations } from './axe';
import { freshEmail, outboxMails } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// The brand's pages of text (docs/content-pages.md): reached from the footer, rendered from the brand's
// Markdown with its front matter, the SPEC §2.2 alternative terms paths sent on permanently, and the
// privacy-rights request stored and acknowledged by mail.

const termsLabel: Record<BrandKey, string> = { land: 'Terms of Use', farm: 'Terms of Use', rec: 'Terms and Conditions' };
const alternative: Record<BrandKey, [string, string]> = {
  land: ['/advertising-terms/', '/terms/advertising/'],
  farm: ['/about/termsandconditions/', '/termsofuse/'],
  rec: ['/termsofuse', '/terms-conditions'],
};
const brandName: Record<BrandKey, string> = { land: 'Acrewise', farm: 'Fieldstead Farm & Ranch', rec: 'Wildshore' };

test('the footer leads to the terms and the privacy notice, written from the brand\'s Markdown', async ({ page, brand }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: termsLabel[brand] }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsLabel[brand]);
  await expect(page.getByText(/^Last updated November 26, 2026$/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`These terms apply to everyone who visits ${brandName[brand]}`);
  // Links between the pages are in the brand's own URL style.
  await page.getByRole('main').getByRole('link', { name: 'Advertising Terms' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertising Terms');
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  await expect(page.getByRole('table')).toContainText('Saved searches, favorites, email settings');
  expect(await page.title()).toContain('Privacy Notice');
});

test('the alternative terms paths of SPEC §2.2 are sent on permanently', async ({ request, brand }) => {
  const [from, to] = alternative[brand];
  const answer = await request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe(to);
});

test('a privacy-rights request is checked, sent, and acknowledged by mail', async ({ page, brand }) => {
  const email = freshEmail(brand, 'privacy');
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: /Privacy Rights/ }).click();
  const form = page.getByRole('region', { name: 'Send a privacy request' });
  // Filled only once the form's code runs: before, a click would send the page's plain HTML form.
  await expect(form.locator('form[data-ready]')).toBeVisible();
  await form.getByLabel('Full name').fill('Dana');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.locator('#privacy-name-error')).not.toBeEmpty();
  await form.getByLabel('Full name').fill('Dana Buyer');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Delete my account and information').check();
  await form.getByLabel('State you live in (optional)').selectOption('MT');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText(`Thank you. We sent a confirmation to ${email} and will answer within 45 days.`);
  expect(await axeViolations(page)).toEqual([]);
  const outbox = await page.context().newPage();
  await expect.poll(() => outboxMails(outbox, brand, email), { timeout: 30_000 }).toHaveLength(1);
  expect((await outboxMails(outbox, brand, email))[0]).toContain('we received your privacy request');
});

test("a page of text shows its Markdown file's new text on the next visit, without a deploy", async ({ page, brand }) => {
  const config = siteBrand(brand);
  if (!config) throw new Error(`no brand ${brand}`);
  const file = path.join(process.cwd(), 'brands', brand, 'pages', 'cookie-policy.md');
  const original = fs.readFileSync(file, 'utf8');
  const cookiePolicy = hrefFor(config, { kind: 'content', page: 'cookie-policy' });
  // Seen once, so the page is in the cache before its file changes.
  await page.goto(cookiePolicy);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  const marker = `We changed this page on ${brand} at ${Date.now()}.`;
  try {
    fs.writeFileSync(file, original.replace('## What we store in your browser', `## What we store in your browser\n\n${marker}`));
    await expect(async () => {
      await page.goto(cookiePolicy);
      await expect(page.getByText(marker)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    fs.writeFileSync(file, original);
  }
});
