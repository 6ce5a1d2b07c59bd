import { siteBrand } from '@/lib/brand/server';
import { dialects, hasPage, type Route } from '@/lib/routing';
import { expect, test, type BrandKey } from './fixtures';

// docs/not-found.md: a URL that names nothing answers 404 with the brand's 404 page in the server
// HTML (fetched here without a browser, so without JavaScript): every route kind that has no page yet,
// in the brand's dialect, and well-formed URLs of a listing, place or broker that does not exist, or a
// page of results past the last.

const UNKNOWN_ID = 987_654_321;
/** The brand's 404 content (components/layout/error-message.tsx); its heading is each brand's own copy. */
const NOT_FOUND_MARK = 'data-error-code="404"';

/** One route of every kind; those without a page are expected to answer 404. */
const kindSamples: Route[] = [
  { kind: 'sitemap', scope: 'root' },
  { kind: 'sitemap', scope: 'location', location: 'texas' },
  { kind: 'terms', page: 'use' },
  { kind: 'terms', page: 'advertising' },
  { kind: 'terms', page: 'photos' },
  { kind: 'add-listing' },
  { kind: 'financing' },
  { kind: 'landfeed', page: 'docs' },
  { kind: 'landfeed', page: 'states' },
  { kind: 'farmcredit', page: 'leads' },
  { kind: 'farmcredit', page: 'listings' },
  { kind: 'directory', page: 0 },
  { kind: 'broker-profile', id: 55, name: 'jane-doe' },
  { kind: 'broker-listings', id: 55, name: 'jane-doe', page: 0 },
  { kind: 'broker-search', name: 'jane-doe' },
];

/** Well-formed URLs whose listing, place, broker or page does not exist. */
const missingThings = (): Array<[string, Route]> => [
  ['an unknown listing id', { kind: 'property', id: UNKNOWN_ID, location: 'llano-county-texas' }],
  ['an unknown listing id by id only', { kind: 'listing-by-id', id: UNKNOWN_ID }],
  ['the flyer of an unknown listing', { kind: 'flyer', propertyId: UNKNOWN_ID }],
  ['an unknown county', { kind: 'search', state: 'texas', area: { type: 'county', slug: 'atlantis' }, custom: [], page: 0 }],
  ['an unknown broker', { kind: 'broker-profile', id: UNKNOWN_ID, name: 'nobody' }],
  ['page 9999 of a search', { kind: 'search', state: 'texas', custom: [], page: 9998 }],
  ["an unknown broker's listings", { kind: 'broker-listings', id: UNKNOWN_ID, name: 'nobody', page: 0 }],
  ['page 9999 of the broker directory', { kind: 'directory', state: 'texas', page: 9998 }],
  ['the broker directory of an unknown county', { kind: 'directory', state: 'texas', area: { type: 'county', slug: 'atlantis-county' }, page: 0 }],
];

async function expectBrandNotFound(request: import('@playwright/test').APIRequestContext, brand: BrandKey, path: string, what: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  expect(response.status(), `${what}: ${path}`).toBe(404);
  expect(html, `${what}: ${path} shows the brand's 404 page in the server HTML`).toContain(NOT_FOUND_MARK);
  expect(html, `${what}: ${path} has the 404 heading`).toMatch(new RegExp(`${NOT_FOUND_MARK}[^>]*><h1`));
  expect(html, `${what}: ${path} is the brand's page`).toContain(`data-brand="${brand}"`);
  expect(html, `${what}: ${path} is not Next's empty error shell`).not.toContain('id="__next_error__"');
}

test.describe('URLs that name nothing', () => {
  test('route kinds without a page answer 404 with the brand 404 page, in every dialect form', async ({ request, brand }) => {
    const own = siteBrand(brand)?.urlDialect ?? 'land';
    // Kinds the brand's dialect has no path for (rec has no broker search) are left out.
    const unbuilt = kindSamples.filter((route) => !hasPage(route) && dialects[own].parse(dialects[own].build(route))?.kind === route.kind);
    // The kinds still without a page (the finance center, the listing-feed and farm-credit documents).
    expect(unbuilt.length).toBeGreaterThan(0);
    for (const route of unbuilt) await expectBrandNotFound(request, brand, dialects[own].build(route), `${route.kind} (no page yet)`);
  });

  test('a listing, place or broker that does not exist, and a page past the last, answer 404 with the brand 404 page', async ({ request, brand }) => {
    const own = siteBrand(brand)?.urlDialect ?? 'land';
    for (const [what, route] of missingThings()) await expectBrandNotFound(request, brand, dialects[own].build(route), what);
  });
});
