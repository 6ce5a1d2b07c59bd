import path from 'node:path';
import { siteBrand } from '@/lib/brand/server';
import { dialects, type Route } from '@/lib/routing';

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
 * - `first-result`: the first placard's link on the brand's page of `route` (a search);
 * - `first-agent`: the first agent card's profile link on the brand's page of `route` (the directory);
 * - `unknown`: a path no dialect serves, with the brand's trailing-slash habit.
 */
export type PreviewTarget = { by: 'route'; route: Route } | { by: 'first-result'; route: Route } | { by: 'first-agent'; route: Route } | { by: 'unknown'; path: string };

export interface PreviewPageSpec {
  kind: string;
  label: string;
  target: PreviewTarget;
  /** The whole page, or the first screen (where a fixed map fills the rest). */
  fullPage: boolean;
  /** The status the page answers with. */
  status: number;
  /** Seen by the demo buyer (buyer@example.com, seeded in demo and test mode), logged in first. */
  loggedIn: boolean;
}

export const previewPages = [
  { kind: 'home', label: 'Home', target: { by: 'route', route: { kind: 'home' } }, fullPage: true, status: 200, loggedIn: false },
  {
    kind: 'landing',
    label: 'Texas landing page (main land site only)',
    target: { by: 'route', route: { kind: 'landing', level: 'state', state: 'texas' } },
    fullPage: true,
    status: 200,
    loggedIn: false,
  },
  { kind: 'search', label: 'Texas search (first screen)', target: { by: 'route', route: texasSearch }, fullPage: false, status: 200, loggedIn: false },
  { kind: 'listing', label: 'Listing page (first result of the Texas search)', target: { by: 'first-result', route: texasSearch }, fullPage: true, status: 200, loggedIn: false },
  { kind: 'directory', label: 'Broker directory, Texas', target: { by: 'route', route: texasDirectory }, fullPage: true, status: 200, loggedIn: false },
  {
    kind: 'broker-profile',
    label: 'Broker profile (first agent of the Texas directory)',
    target: { by: 'first-agent', route: texasDirectory },
    fullPage: true,
    status: 200,
    loggedIn: false,
  },
  { kind: 'terms', label: 'Terms of use (the brand\'s Markdown)', target: { by: 'route', route: { kind: 'terms', page: 'use' } }, fullPage: true, status: 200, loggedIn: false },
  {
    kind: 'privacy-rights',
    label: 'Privacy rights, with its request form',
    target: { by: 'route', route: { kind: 'content', page: 'privacy-rights' } },
    fullPage: true,
    status: 200,
    loggedIn: false,
  },
  { kind: 'not-found', label: '404 page', target: { by: 'unknown', path: '/no/such/page' }, fullPage: true, status: 404, loggedIn: false },
  { kind: 'login', label: 'Login page', target: { by: 'route', route: { kind: 'login' } }, fullPage: true, status: 200, loggedIn: false },
  {
    kind: 'account',
    label: 'Account details (logged in as the demo buyer)',
    target: { by: 'route', route: { kind: 'account', section: 'details', page: 0 } },
    fullPage: true,
    status: 200,
    loggedIn: true,
  },
] as const satisfies readonly PreviewPageSpec[];

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

/**
 * The path to open for a page on a brand, in its dialect; for `first-result` and `first-agent` the page to take the link
 * from. Null when the brand has no such page.
 */
export function previewPath(brand: string, page: PreviewPage): string | null {
  const config = siteBrand(brand);
  if (!config) throw new Error(`no site brand ${brand}`);
  const dialect = dialects[config.urlDialect];
  if (page.target.by === 'unknown') return `${page.target.path}${dialect.trailingSlash ? '/' : ''}`;
  const built = dialect.build(page.target.route);
  return dialect.parse(built)?.kind === page.target.route.kind ? built : null;
}

export function previewFile(brand: string, name: string, dir = previewDir): string {
  return path.join(dir, brand, `${name}.png`);
}
