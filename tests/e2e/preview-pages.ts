import path from 'node:path';
import { siteBrand } from '@/lib/brand/server';
import { dialects, type Route, type RouteKind } from '@/lib/routing';

// The per-brand preview (docs/preview.md): every page kind, at every width, in the order the index shows
// them. The spec makes one test per kind and width from this list and the index one row; a new page kind
// is one entry here (and its checks in preview.spec.ts, which the type of `previewChecks` asks for).

/**
 * Where the screenshots go: reports/preview, or PREVIEW_DIR (scripts/preview-base.ts captures a base
 * preview into a folder of its own).
 */
export const previewDir = path.resolve(process.env.PREVIEW_DIR ?? path.join(import.meta.dirname, '..', '..', 'reports', 'preview'));

export const previewWidths = [
  { name: 'desktop', label: 'desktop, 1366 px wide', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'mobile', label: 'phone, 390 x 844', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

export type PreviewWidth = (typeof previewWidths)[number];

const texasSearch: Route = { kind: 'search', state: 'texas', custom: [], page: 0 };
const texasDirectory: Route = { kind: 'directory', state: 'texas', page: 0 };

/**
 * How a page is reached on a brand:
 * - `route`: the brand's dialect builds its path (lib/routing); a dialect that has no such page (it
 *   builds a path of another kind, as the farm and rec dialects do for a landing page) has no shot;
 * - `first-result`: the first placard's link on the brand's page of `route` (a search), or with `then`
 *   that listing's flyer;
 * - `first-agent`: the first agent card's profile link on the brand's page of `route` (the directory), or
 *   with `then` that broker's listings;
 * - `unknown`: a path no dialect serves, with the brand's trailing-slash habit.
 */
export type PreviewTarget =
  | { by: 'route'; route: Route }
  | { by: 'first-result'; route: Route; then?: 'flyer' }
  | { by: 'first-agent'; route: Route; then?: 'broker-listings' }
  | { by: 'unknown'; path: string };

/** The demo users seeded in demo and test mode whose pages the preview shows (lib/seed/users-gen.ts). */
export type PreviewUser = 'buyer' | 'seller';

export interface PreviewPageSpec {
  kind: string;
  label: string;
  target: PreviewTarget;
  /** The whole page, or the first screen (where a fixed map fills the rest). */
  fullPage: boolean;
  /** The status the page answers with. */
  status: number;
  /** Seen by this demo user (password DEMO_PASSWORD), logged in first; null for a visitor. */
  as: PreviewUser | null;
  /**
   * Brands whose page this is only when their brand file says so: `takesListings`, a brand that adds
   * listings itself (the others send add-listing to the brand their file names in `addListingBrand`).
   */
  only?: 'takesListings';
}

export const previewPages = [
  { kind: 'home', label: 'Home', target: { by: 'route', route: { kind: 'home' } }, fullPage: true, status: 200, as: null },
  {
    kind: 'landing',
    label: 'Texas landing page (main land site only)',
    target: { by: 'route', route: { kind: 'landing', level: 'state', state: 'texas' } },
    fullPage: true,
    status: 200,
    as: null,
  },
  { kind: 'search', label: 'Texas search (first screen)', target: { by: 'route', route: texasSearch }, fullPage: false, status: 200, as: null },
  { kind: 'listing', label: 'Listing page (first result of the Texas search)', target: { by: 'first-result', route: texasSearch }, fullPage: true, status: 200, as: null },
  {
    kind: 'flyer',
    label: 'Printable flyer of that listing',
    target: { by: 'first-result', route: texasSearch, then: 'flyer' },
    fullPage: true,
    status: 200,
    as: null,
  },
  { kind: 'explore', label: 'Explore: new listings, auctions and price cuts', target: { by: 'route', route: { kind: 'explore' } }, fullPage: true, status: 200, as: null },
  { kind: 'directory', label: 'Broker directory, Texas', target: { by: 'route', route: texasDirectory }, fullPage: true, status: 200, as: null },
  {
    kind: 'broker-profile',
    label: 'Broker profile (first agent of the Texas directory)',
    target: { by: 'first-agent', route: texasDirectory },
    fullPage: true,
    status: 200,
    as: null,
  },
  {
    kind: 'broker-listings',
    label: 'That broker\'s listings (first screen)',
    target: { by: 'first-agent', route: texasDirectory, then: 'broker-listings' },
    fullPage: false,
    status: 200,
    as: null,
  },
  { kind: 'financing', label: 'Land financing', target: { by: 'route', route: { kind: 'financing' } }, fullPage: true, status: 200, as: null },
  { kind: 'sitemap', label: 'Sitemap (HTML)', target: { by: 'route', route: { kind: 'sitemap', scope: 'root' } }, fullPage: true, status: 200, as: null },
  { kind: 'terms', label: 'Terms of use (the brand\'s Markdown)', target: { by: 'route', route: { kind: 'terms', page: 'use' } }, fullPage: true, status: 200, as: null },
  {
    kind: 'privacy-rights',
    label: 'Privacy rights, with its request form',
    target: { by: 'route', route: { kind: 'content', page: 'privacy-rights' } },
    fullPage: true,
    status: 200,
    as: null,
  },
  { kind: 'not-found', label: '404 page', target: { by: 'unknown', path: '/no/such/page' }, fullPage: true, status: 404, as: null },
  { kind: 'error', label: 'Error page', target: { by: 'route', route: { kind: 'error' } }, fullPage: true, status: 200, as: null },
  { kind: 'login', label: 'Login page', target: { by: 'route', route: { kind: 'login' } }, fullPage: true, status: 200, as: null },
  {
    kind: 'reset',
    label: 'Choose a new password (from a reset link)',
    target: { by: 'route', route: { kind: 'reset', key: 'PreviewResetKey' } },
    fullPage: true,
    status: 200,
    as: null,
  },
  {
    kind: 'account',
    label: 'Account details (logged in as the demo buyer)',
    target: { by: 'route', route: { kind: 'account', section: 'details', page: 0 } },
    fullPage: true,
    status: 200,
    as: 'buyer',
  },
  {
    kind: 'favorites',
    label: 'Favorite properties (logged in as the demo buyer)',
    target: { by: 'route', route: { kind: 'account', section: 'saved-properties', page: 0 } },
    fullPage: true,
    status: 200,
    as: 'buyer',
  },
  {
    kind: 'lands-connector',
    label: 'Lands Connector (logged in as the demo seller: with their listings where the brand manages them)',
    target: { by: 'route', route: { kind: 'lands-connector' } },
    fullPage: true,
    status: 200,
    as: 'seller',
  },
  {
    kind: 'add-listing',
    label: 'Add a listing (logged in as the demo seller; the brands that take listings themselves)',
    target: { by: 'route', route: { kind: 'add-listing' } },
    fullPage: true,
    status: 200,
    as: 'seller',
    only: 'takesListings',
  },
] as const satisfies readonly PreviewPageSpec[];

/**
 * Route kinds with a page (lib/routing/page-kinds.ts) that the preview leaves out, and why. A new page
 * kind goes in `previewPages` or here; tests/unit/scripts/preview-pages.test.ts fails on one in neither.
 */
export const notPreviewed: Readonly<Partial<Record<RouteKind, string>>> = {
  'listing-by-id': 'redirects to the listing page, which is shown',
  'broker-search': 'redirects to the broker directory searched by name, which is shown',
  propertylink: 'the broker-listings page under the partner-link path: the same results with another heading',
  'dev-outbox': 'a tool of demo and test mode (mail the app would have sent), not a page of the site',
};

/** The route kind a preview page shows (null for a path no dialect reads). */
export function previewRouteKind(page: PreviewPageSpec): RouteKind | null {
  const { target } = page;
  if (target.by === 'unknown') return null;
  if (target.by === 'first-result') return target.then ?? 'property';
  if (target.by === 'first-agent') return target.then ?? 'broker-profile';
  return target.route.kind;
}

export type PreviewPage = (typeof previewPages)[number];
export type PreviewKind = PreviewPage['kind'];

/** One screenshot: a page kind at a width, named `<kind>-<width>` (its file is `<brand>/<name>.png`). */
export interface PreviewShot {
  name: string;
  page: PreviewPage;
  width: PreviewWidth;
}

export const previewShots: readonly PreviewShot[] = previewPages.flatMap((page) => previewWidths.map((width) => ({ name: `${page.kind}-${width.name}`, page, width })));

/** The row title of a shot in the index. */
export const shotLabel = (shot: PreviewShot) => `${shot.page.label}, ${shot.width.label}${shot.page.fullPage ? ', full page' : ''}`;

/** Why a brand has no page of this kind to show (null when it has one). */
export function missingPreviewPage(brand: string, page: PreviewPageSpec): string | null {
  if (previewPath(brand, page) !== null) return null;
  const config = brandConfig(brand);
  const elsewhere = sentElsewhere(config, page);
  return elsewhere ? `sent to the ${elsewhere} site (addListingBrand)` : `no such page in the ${config.urlDialect} URL dialect`;
}

/** The brand that serves the page instead, when this brand's file sends it there (`only`). */
function sentElsewhere(config: ReturnType<typeof brandConfig>, page: PreviewPageSpec): string | undefined {
  return page.only === 'takesListings' ? config.addListingBrand : undefined;
}

function brandConfig(brand: string) {
  const config = siteBrand(brand);
  if (!config) throw new Error(`no site brand ${brand}`);
  return config;
}

/**
 * The path to open for a page on a brand, in its dialect; for `first-result` and `first-agent` the page to take the link
 * from. Null when the brand has no such page.
 */
export function previewPath(brand: string, page: PreviewPageSpec): string | null {
  const config = brandConfig(brand);
  if (sentElsewhere(config, page) !== undefined) return null;
  const dialect = dialects[config.urlDialect];
  if (page.target.by === 'unknown') return `${page.target.path}${dialect.trailingSlash ? '/' : ''}`;
  const built = dialect.build(page.target.route);
  return dialect.parse(built)?.kind === page.target.route.kind ? built : null;
}

export function previewFile(brand: string, name: string, dir = previewDir): string {
  return path.join(dir, brand, `${name}.png`);
}

/**
 * The path a `first-result` or `first-agent` page opens, from the link found on the brand's page of its
 * route: the link itself, or the page `then` names for the listing or broker it leads to. Null when the
 * brand's dialect does not read the link as a listing or a broker.
 */
export function linkedPreviewPath(brand: string, page: PreviewPageSpec, link: string): string | null {
  const { target } = page;
  if (target.by !== 'first-result' && target.by !== 'first-agent') return null;
  if (!target.then) return link;
  const dialect = dialects[brandConfig(brand).urlDialect];
  const linked = dialect.parse(new URL(link, 'http://preview.invalid').pathname);
  if (target.then === 'flyer') return linked?.kind === 'property' ? dialect.build({ kind: 'flyer', propertyId: linked.id }) : null;
  return linked?.kind === 'broker-profile' ? dialect.build({ kind: 'broker-listings', id: linked.id, name: linked.name, page: 0 }) : null;
}
