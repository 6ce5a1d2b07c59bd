import { siteBrands } from '@/lib/brand';
import { dialects, type Route } from '@/lib/routing';

// The pages the HTTP and Lighthouse benches measure, built by each brand's own URL dialect (DESIGN §2).

export const pageKinds = ['home', 'landing', 'search'] as const;
export type PageKind = (typeof pageKinds)[number];

export interface PageTarget {
  brand: string;
  page: PageKind;
  path: string;
  /** The demo and test host of the brand, without a port. */
  host: string;
}

const routes: Record<PageKind, Route> = {
  home: { kind: 'home' },
  landing: { kind: 'landing', level: 'state', state: 'texas' },
  search: { kind: 'search', state: 'texas', custom: [], page: 0 },
};

/**
 * Home, the Texas landing page and the Texas state search of every site brand (optionally some brands
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

/** Parses a comma-separated list of page kinds; throws on a name that is not one. */
export function parsePageKinds(list: string | undefined, allowed: readonly PageKind[] = pageKinds): readonly PageKind[] {
  if (!list) return allowed;
  const names = list.split(',').map((name) => name.trim());
  const kinds = allowed.filter((kind) => names.includes(kind));
  const unknown = names.filter((name) => !(allowed as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown page kind ${unknown.join(', ')}: use ${allowed.join(', ')}`);
  return kinds;
}
