import { siteBrands } from '@/lib/brand/server';
import { dialects, type Route } from '@/lib/routing';
import { firstAgentPath } from './agent-link';
import { firstListingPath } from './listing-link';

// The pages the HTTP and Lighthouse benches measure, built by each brand's own URL dialect (DESIGN §2).

export const pageKinds = ['home', 'landing', 'search', 'detail', 'directory', 'profile', 'sitemap', 'finance'] as const;
export type PageKind = (typeof pageKinds)[number];

export interface PageTarget {
  brand: string;
  page: PageKind;
  path: string;
  /** The demo and test host of the brand, without a port. */
  host: string;
}

const texasSearch: Route = { kind: 'search', state: 'texas', custom: [], page: 0 };
const texasDirectory: Route = { kind: 'directory', state: 'texas', page: 0 };

/**
 * The route each kind is measured on; a listing page is found from the Texas search, a broker profile
 * from the Texas broker directory (resolveDetailPaths).
 */
const routes: Record<PageKind, Route> = {
  home: { kind: 'home' },
  landing: { kind: 'landing', level: 'state', state: 'texas' },
  search: texasSearch,
  detail: texasSearch,
  directory: texasDirectory,
  profile: texasDirectory,
  sitemap: { kind: 'sitemap', scope: 'location', location: 'texas' },
  // The brand's own finance company (no fcid): the footer's page, cached once.
  finance: { kind: 'financing' },
};

/** Kinds whose page is the first link of another page, and how that link is found. */
const linkedFrom: Partial<Record<PageKind, { find: (html: string) => string | null; what: string }>> = {
  detail: { find: firstListingPath, what: 'listing' },
  profile: { find: firstAgentPath, what: 'broker profile' },
};

/**
 * Home, the Texas landing page, the Texas state search, a listing, the Texas broker directory, a broker
 * profile, the Texas HTML sitemap and the finance center of every site brand (optionally some brands
 * or kinds only). A brand whose dialect has no landing pages (its build falls back to another kind) has
 * no landing target: DESIGN §2, landing pages are the main land site's.
 */
export function pageTargets({ brands, kinds = pageKinds }: { brands?: readonly string[]; kinds?: readonly PageKind[] } = {}): PageTarget[] {
  return [...siteBrands()]
    .sort((a, b) => a.siteId - b.siteId)
    .filter((brand) => !brands || brands.includes(brand.key))
    .flatMap((brand) => {
      const dialect = dialects[brand.urlDialect];
      return kinds.flatMap((page) => {
        const path = dialect.build(routes[page]);
        return dialect.parse(path)?.kind === routes[page].kind ? [{ brand: brand.key, page, path, host: `${brand.key}.localhost` }] : [];
      });
    });
}

/** Reads a page's HTML (the bench's own HTTP client, with the brand's Host). */
export type FetchHtml = (path: string, host: string) => Promise<{ status: number; body: string }>;

/**
 * Gives each `detail` and `profile` target the path of a real page: the first placard of that brand's
 * Texas search, the first agent card of its Texas directory, so the benches measure pages that exist
 * in whatever inventory the app was seeded with.
 */
export async function resolveDetailPaths(targets: readonly PageTarget[], fetchHtml: FetchHtml): Promise<PageTarget[]> {
  return Promise.all(
    targets.map(async (target) => {
      const link = linkedFrom[target.page];
      if (!link) return target;
      const { status, body } = await fetchHtml(target.path, target.host);
      const path = status === 200 ? link.find(body) : null;
      if (!path) throw new Error(`${target.brand}: no ${link.what} link on ${target.path} (status ${status}) to measure with`);
      return { ...target, path };
    }),
  );
}

/**
 * The targets a bench's `--brand` and `--page` options (comma-separated, optional) name, among `allowed`
 * page kinds. A name that is no site brand or no allowed kind ends the script with status 2.
 */
export function selectTargets({ brand, page }: { brand?: string; page?: string }, allowed: readonly PageKind[] = pageKinds): PageTarget[] {
  const list = (text: string | undefined) => text?.split(',').map((name) => name.trim()).filter(Boolean);
  const brands = list(brand);
  const names = list(page);
  const unknownBrands = brands?.filter((key) => !siteBrands().some((b) => b.key === key)) ?? [];
  const unknownPages = names?.filter((name) => !(allowed as readonly string[]).includes(name)) ?? [];
  if (unknownBrands.length > 0 || unknownPages.length > 0) {
    if (unknownBrands.length > 0) console.error(`--brand: no site brand ${unknownBrands.join(', ')} (brands: ${siteBrands().map((b) => b.key).join(', ')})`);
    if (unknownPages.length > 0) console.error(`--page: no page kind ${unknownPages.join(', ')} (pages: ${allowed.join(', ')})`);
    process.exit(2);
  }
  const targets = pageTargets({ brands, kinds: names ? allowed.filter((kind) => names.includes(kind)) : allowed });
  if (targets.length === 0) {
    console.error(`no page to measure for --brand ${brand ?? '(all)'} --page ${page ?? '(all)'}: only the main land site has landing pages`);
    process.exit(2);
  }
  return targets;
}
