import { parseId, parsePage, pageSegment } from './path-segments';
import type { Route, RouteOf } from './route';
import { contentPages, exploreSections, landsConnectorSections } from './route-values';
import { routeKey } from './same-route';

// Routes every brand has (SPEC §2.2), in the older paths; the clean dialect renames a few (SPEC §2.3).
// The first path of an entry is canonical; the others are accepted and redirected.

type FixedRoute = Exclude<Route, RouteOf<'search' | 'landing' | 'property' | 'listing-by-id' | 'broker-profile' | 'broker-search' | 'broker-listings' | 'directory' | 'reset' | 'propertylink' | 'flyer' | 'sitemap'>> | { kind: 'sitemap'; scope: 'root' };

interface FixedEntry {
  route: FixedRoute;
  older: string[][];
  clean?: string[][];
}

const account = (section: RouteOf<'account'>['section']) => ({ kind: 'account', section, page: 0 }) as const;

const fixed: readonly FixedEntry[] = [
  { route: { kind: 'add-listing' }, older: [['addlisting']], clean: [['add-listing'], ['addlisting']] },
  { route: account('settings'), older: [['account']] },
  { route: account('details'), older: [['account', 'details']] },
  { route: account('saved-searches'), older: [['account', 'savedsearches']] },
  { route: account('saved-properties'), older: [['account', 'savedproperties']] },
  { route: { kind: 'lands-connector' }, older: [['lands-connector']] },
  ...landsConnectorSections.map((section) => ({ route: { kind: 'lands-connector', section } as const, older: [['lands-connector', section]] })),
  ...contentPages.map((page) => ({ route: { kind: 'content', page } as const, older: [[page]] })),
  { route: { kind: 'login' }, older: [['login']] },
  { route: { kind: 'financing' }, older: [['financing']] },
  { route: { kind: 'explore' }, older: [['explore']] },
  ...exploreSections.map((section) => ({ route: { kind: 'explore', section } as const, older: [['explore', section]] })),
  { route: { kind: 'error' }, older: [['error']] },
  { route: { kind: 'dev-outbox' }, older: [['dev', 'outbox']] },
  { route: { kind: 'landfeed', page: 'docs' }, older: [['landfeed', 'docs']] },
  { route: { kind: 'landfeed', page: 'states' }, older: [['landfeed', 'states']] },
  { route: { kind: 'farmcredit', page: 'leads' }, older: [['farmcredit', 'documentation', 'leads']] },
  { route: { kind: 'farmcredit', page: 'listings' }, older: [['farmcredit', 'documentation', 'listings']] },
  { route: { kind: 'sitemap', scope: 'root' }, older: [['sitemap']] },
  {
    route: { kind: 'terms', page: 'use' },
    older: [['termsofuse'], ['about', 'termsandconditions']],
    clean: [['terms-conditions'], ['termsofuse'], ['about', 'termsandconditions']],
  },
  {
    route: { kind: 'terms', page: 'advertising' },
    older: [['terms', 'advertising'], ['advertising-terms']],
    clean: [['advertising-terms'], ['terms', 'advertising']],
  },
  {
    route: { kind: 'terms', page: 'photos' },
    older: [['terms', 'advertising', 'terms-and-conditions-for-submitting-photos']],
    clean: [['terms-and-conditions-for-submitting-photos'], ['terms', 'advertising', 'terms-and-conditions-for-submitting-photos']],
  },
];

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s, i) => s === b[i]);
const pathsOf = (entry: FixedEntry, clean: boolean) => (clean && entry.clean ? entry.clean : entry.older);

/** Lowercased segments -> a common route, or null. */
export function parseCommon(segments: readonly string[], original: readonly string[], clean: boolean): Route | null {
  for (const entry of fixed) {
    if (pathsOf(entry, clean).some((p) => same(p, segments))) return entry.route;
  }
  const [first, second, third, ...rest] = segments;
  if (first === 'reset' && second && !third) {
    const key = original[1] ?? '';
    return /^[A-Za-z0-9_-]{8,128}$/.test(key) ? { kind: 'reset', key } : null;
  }
  if ((first === 'propertylink' || first === 'flyer') && second && !third) {
    const id = parseId(second);
    if (id === null) return null;
    return first === 'flyer' ? { kind: 'flyer', propertyId: id } : { kind: 'propertylink', brokerId: id };
  }
  // SPEC §2.2 main land site: /account/savedproperties/{site}/page-{n}
  if (first === 'account' && second === 'savedproperties' && third && rest.length <= 1) {
    const page = rest[0] === undefined ? 0 : parsePage(rest[0]);
    if (page === null || !/^[a-z0-9-]{1,40}$/.test(third)) return null;
    return { kind: 'account', section: 'saved-properties', site: third, page };
  }
  if (first === 'sitemap' && second) return parseSitemap(segments.slice(1), original.slice(1), clean);
  return null;
}

function parseSitemap(segments: readonly string[], original: readonly string[], clean: boolean): Route | null {
  // A long page's later pages end in page-{n} (page-0 is the first page's other spelling: redirected).
  const last = segments.at(-1) ?? '';
  const paged = segments.length > 1 ? parsePage(last) : null;
  const own = paged === null ? segments : segments.slice(0, -1);
  const page = paged ? { page: paged } : {};
  const [a, b, more] = own;
  if (more !== undefined || !a) return null;
  if (!clean && (a === 'featured-listing' || a === 'new-listing') && b && /^[a-z]{2}$/.test(b)) {
    return { kind: 'sitemap', scope: a, stateAbbreviation: b.toUpperCase(), ...page };
  }
  if (b !== undefined) return null;
  // Older style writes "Texas" or "Llano-County-TX"; the route keeps a lowercase slug.
  const slug = (original[0] ?? '').toLowerCase();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? { kind: 'sitemap', scope: 'location', location: slug, ...page } : null;
}

let fixedIndex: Map<string, FixedEntry> | undefined;

/** The fixed routes by their key (the first entry of a route wins): every header and footer link is looked up here. */
function fixedByKey(): Map<string, FixedEntry> {
  if (!fixedIndex) {
    fixedIndex = new Map();
    for (const entry of fixed) if (!fixedIndex.has(routeKey(entry.route))) fixedIndex.set(routeKey(entry.route), entry);
  }
  return fixedIndex;
}

/** Segments of a common route, or null when the route is not one of them. */
export function buildCommon(route: Route, clean: boolean, landSite: boolean): string[] | null {
  switch (route.kind) {
    case 'reset':
      return ['reset', route.key];
    case 'propertylink':
      return ['propertylink', String(route.brokerId)];
    case 'flyer':
      return ['flyer', String(route.propertyId)];
    case 'account':
      if (route.site !== undefined && landSite) return ['account', 'savedproperties', route.site, ...pageSegment(route.page)];
      break;
    case 'sitemap':
      if (route.scope === 'location') return ['sitemap', clean ? route.location : titleCase(route.location), ...pageSegment(route.page ?? 0)];
      // The clean dialect (SPEC §2.3) has no per-state listing sitemaps: its nearest page is /sitemap.
      if (route.scope !== 'root') return clean ? ['sitemap'] : ['sitemap', route.scope, route.stateAbbreviation, ...pageSegment(route.page ?? 0)];
      break;
  }
  // Other dialects have no per-site favourites pages: the account section itself (its page is a query).
  const lookup: Route = route.kind === 'account' ? { kind: 'account', section: route.section, page: 0 } : route;
  const entry = fixedByKey().get(routeKey(lookup));
  const path = entry ? pathsOf(entry, clean)[0] : undefined;
  return path ? [...path] : null;
}

/** "llano-county-tx" -> "Llano-County-TX": older sitemap and landing paths are title case. */
export function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word, i, all) => (i === all.length - 1 && word.length === 2 && all.length > 2 ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('-');
}
