import type { Route, RouteKind } from './route';

// Which route kinds have a page today. A URL of any other kind parses (the dialects know every SPEC
// path), but the proxy answers it with the brand's 404, and no header, footer or menu links to it
// (docs/not-found.md). Building a page for a kind means adding its folder under app/[brand]/ and its
// name here; a unit test (tests/unit/lib/routing/page-kinds.test.ts) holds the two together.
export const kindsWithPage = new Set<RouteKind>([
  'home',
  'search',
  'landing',
  'property',
  'listing-by-id',
  'propertylink',
  'broker-profile',
  'directory',
  'broker-search',
  'broker-listings',
  'flyer',
  'account',
  'lands-connector',
  'add-listing',
  'login',
  'reset',
  'error',
  'dev-outbox',
  'terms',
  'content',
  'sitemap',
  'financing',
  'explore',
]);

/** True when a page renders this route; false for kinds the dialects parse but no page serves yet. */
export function hasPage(route: Route): boolean {
  return kindsWithPage.has(route.kind);
}
