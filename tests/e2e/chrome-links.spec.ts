import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// docs/not-found.md: every link of the brand's header, footer and menus, on a desktop and on a phone,
// leads to a page: no 404, and at most one redirect before it (the account pages send a visitor who
// is not logged in to the login page). A redirect to another brand's site (SPEC §2.2: the farm and
// recreational sites' add-listing path goes to the main land site) leaves this site's chrome; that
// site's page is checked by its own project, and seller-workspace.spec.ts follows the whole way.

async function chromeHrefs(page: Page): Promise<string[]> {
  return page.locator('header a[href], footer a[href], nav a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
}

/** What following a link gives: the page's status, after at most one redirect (described in the text). */
async function follow(request: APIRequestContext, href: string): Promise<string> {
  const url = new URL(href);
  const first = await request.get(url.pathname + url.search, { maxRedirects: 0 });
  if (first.status() < 300 || first.status() >= 400) return `${href}: ${first.status()}`;
  const next = new URL(first.headers().location ?? '', url);
  if (next.origin !== url.origin) return `${href} -> ${next.origin}${next.pathname}: another brand's site`;
  const second = await request.get(next.pathname + next.search, { maxRedirects: 0 });
  return `${href} -> ${next.pathname}${next.search}: ${second.status()}`;
}

test.describe('links in the header, footer and menus', () => {
  test('lead to pages on a desktop and on a phone', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const hrefs = new Set(await chromeHrefs(page));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Site menu' })).toBeVisible();
    for (const href of await chromeHrefs(page)) hrefs.add(href);
    const origin = new URL(page.url()).origin;
    const onSite = [...hrefs].filter((href) => href.startsWith(origin));
    expect(onSite.length).toBeGreaterThan(40);
    // Six at a time, as a browser would fetch them; every answer must be a page (200) after at most one redirect.
    const answers: string[] = [];
    for (let i = 0; i < onSite.length; i += 6) answers.push(...(await Promise.all(onSite.slice(i, i + 6).map((href) => follow(request, href)))));
    const offSite = answers.filter((answer) => answer.endsWith(": another brand's site"));
    expect(offSite.every((answer) => /-> http:\/\/land\.localhost:\d+\/addlisting\/: /.test(answer))).toBe(true);
    expect(answers.filter((answer) => !answer.endsWith(': 200') && !offSite.includes(answer))).toEqual([]);
  });
});

test.describe('the header and the footer', () => {
  test('line up on a wide screen: the footer\'s first column starts under the brand\'s mark', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/');
    const logo = await page.locator('header a').filter({ has: page.locator('img') }).first().boundingBox();
    const firstColumn = await page.getByRole('navigation', { name: 'Footer' }).locator('h2').first().boundingBox();
    const legal = await page.locator('footer > div > p').first().boundingBox();
    expect(logo && firstColumn && legal).toBeTruthy();
    expect(Math.abs((firstColumn?.x ?? 0) - (logo?.x ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((legal?.x ?? 0) - (logo?.x ?? 0))).toBeLessThanOrEqual(1);
  });
});
