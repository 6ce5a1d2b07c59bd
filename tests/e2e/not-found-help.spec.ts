import { expect, test } from './fixtures';
import { deleteListing, findListing, insertListingCopy, withDatabase } from './listing-db';
import { listingPath, newClient } from './listing-support';
import { busiestTexasCounty, countySearch, pathOf } from './seeded-places';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// docs/not-found.md "What the 404 page offers": a search URL whose county does not exist answers 404 and
// offers the real county spelled nearest first; an unknown or deleted listing id answers 404 with
// active listings of its place. All of it in the server HTML, so it works with JavaScript off.

const UNKNOWN_ID = 987_654_321;

/** "llano-county" -> "llanoo-county": one letter too many, as a visitor types it. */
function misspelled(slug: string): string {
  const base = slug.replace(/-county$/, '');
  return `${base}${base.slice(-1)}-county`;
}

/** Ids of the cards of the 404's similar listings, in order. */
const cardIds = (html: string) => [...html.matchAll(/data-listing-id="(\d+)"/g)].map((m) => Number(m[1]));

async function activeCountiesOf(ids: number[]): Promise<number[]> {
  const rows = await withDatabase((sql) => sql<{ county_id: number }>('select county_id from listings where id = any($1) and market_status in (1, 2)', [ids]));
  return rows.map((r) => r.county_id);
}

test.describe('the 404 page helps', () => {
  test('an unknown county of a real state answers 404 and offers the real county first, cached as a 404', async ({ request, brand }) => {
    const county = await busiestTexasCounty();
    const typo = pathOf(brand, countySearch(misspelled(county.slug)));
    const headers = { 'x-forwarded-for': newClient(brand) };
    // Twice: the second answer may come from the cache, and must still be a 404 with the same help.
    for (let i = 0; i < 2; i++) {
      const response = await request.get(`${typo}?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E`, { headers, maxRedirects: 0 });
      const html = await response.text();
      expect(response.status(), typo).toBe(404);
      expect(html).toContain('data-error-code="404"');
      expect(html).not.toContain('id="__next_error__"');
      const nav = /<nav[^>]*data-testid="did-you-mean"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
      const first = /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(nav);
      expect(first?.[1], 'the first suggestion links to the real county').toBe(pathOf(brand, countySearch(county.slug)));
      expect(first?.[2]).toBe(county.label);
      // Nothing a visitor wrote in the URL comes back as markup.
      expect(html).not.toContain('<script>alert(1)');
    }
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the suggestion of an unknown county is a working link in the server HTML', async ({ page, brand }) => {
      const county = await busiestTexasCounty();
      const response = await page.goto(pathOf(brand, countySearch(misspelled(county.slug))));
      expect(response?.status()).toBe(404);
      const suggestions = page.getByRole('navigation', { name: 'Did you mean?' }).getByRole('link');
      await expect(suggestions.first()).toHaveText(county.label);
      expect(await suggestions.count()).toBeLessThanOrEqual(5);
      await suggestions.first().click();
      await expect(page).toHaveURL(pathOf(brand, countySearch(county.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(county.label.replace(/, TX$/, ''));
    });

    test('an unknown listing id under a real county answers 404 with active listings of that county', async ({ page, brand }) => {
      const county = await busiestTexasCounty();
      const response = await page.goto(listingPath(brand, { id: UNKNOWN_ID, canonicalLocation: county.location }));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const section = page.getByTestId('nearby-listings');
      await expect(section.getByRole('link', { name: /^See all land for sale in / })).toHaveAttribute('href', pathOf(brand, countySearch(county.slug)));
      const cards = section.locator('article[data-listing-id]');
      const ids = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-listing-id'))));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(6);
      expect(await activeCountiesOf(ids)).toEqual(ids.map(() => county.id));
      // A card opens its listing.
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${ids[0]}/?$`));
    });
  });

  test("a deleted listing's URL answers 404 with active listings like it, never itself", async ({ request, brand }) => {
    const source = await findListing({ withVideoAndTour: false });
    const copy = await insertListingCopy(source.id, { title: 'A listing its seller deleted', description: 'Deleted.' });
    try {
      await withDatabase((sql) => sql('update listings set market_status = 0, deleted_at = now(), status_before_delete = 3 where id = $1', [copy.id]));
      const response = await request.get(listingPath(brand, copy), { headers: { 'x-forwarded-for': newClient(brand) }, maxRedirects: 0 });
      const html = await response.text();
      expect(response.status()).toBe(404);
      expect(html).toContain('data-testid="nearby-listings"');
      expect(html).not.toContain('A listing its seller deleted');
      const ids = cardIds(html);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(copy.id);
      expect(await activeCountiesOf(ids)).toHaveLength(ids.length);
    } finally {
      await deleteListing(copy.id);
    }
  });

  test('an unknown state answers 404 and offers the state it misspells', async ({ request, brand }) => {
    const typo = pathOf(brand, { kind: 'search', state: 'texas', custom: [], page: 0 }).replace('texas', 'texsa');
    const response = await request.get(typo, { headers: { 'x-forwarded-for': newClient(brand) }, maxRedirects: 0 });
    const html = await response.text();
    expect(response.status(), typo).toBe(404);
    const nav = /<nav[^>]*data-testid="did-you-mean"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(nav)?.slice(1)).toEqual([pathOf(brand, { kind: 'search', state: 'texas', custom: [], page: 0 }), 'Texas']);
  });
});
