import type { BrandLink, NamedRoute, SiteBrand } from '@/lib/brand';
import { dialects, hasPage, type Route } from '@/lib/routing';
import { routeForName } from './named-routes';

export interface NavLink {
  label: string;
  href: string;
  /** Off-site (social, partner sites): rendered with rel="noopener". */
  external?: boolean;
}

/**
 * A link as a menu's props carry it to the browser: [label, href]. The header's menus and the footer's
 * long columns hold about 150 links, written into every page's flight data; as pairs they take half the
 * bytes of `{ label, href }` objects (docs/performance.md).
 */
export type LinkRow = readonly [label: string, href: string];

/** Links as rows. An off-site link's `external` is not kept: its href is a full URL, which says so (LinkList). */
export function linkRows(links: readonly NavLink[]): LinkRow[] {
  return links.map((link) => [link.label, link.href]);
}

/** Copy lookup handed in by components (next-intl's `t`), so this module stays free of React. */
export type Translate = (key: string) => string;

/** The one way UI code turns a route into a path: the brand's dialect builds it. */
export function hrefFor(brand: SiteBrand, route: Route, query?: Readonly<Record<string, string>>): string {
  const path = dialects[brand.urlDialect].build(route);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** A brand-file route name (`"route": "sitemap"`) as a path in the brand's dialect. */
export function namedHref(brand: SiteBrand, name: NamedRoute, query?: Readonly<Record<string, string>>): string {
  return hrefFor(brand, routeForName(name), query);
}

/**
 * A brand-file route name as a link, or null while no page serves that route: the site never links
 * to a page that would answer 404 (docs/not-found.md).
 */
export function namedLink(brand: SiteBrand, name: NamedRoute, label: string, query?: Readonly<Record<string, string>>): NavLink | null {
  const route = routeForName(name);
  return hasPage(route) ? { label, href: hrefFor(brand, route, query) } : null;
}

/** The path of a brand-file route name, or null while no page serves it. */
export function builtHref(brand: SiteBrand, name: NamedRoute): string | null {
  return hasPage(routeForName(name)) ? namedHref(brand, name) : null;
}

/** A brand-file link: off-site as it is, on-site only when its page exists. */
export function brandLink(brand: SiteBrand, link: BrandLink): NavLink | null {
  if ('url' in link) return { label: link.label, href: link.url, external: true };
  return namedLink(brand, link.route, link.label, link.route === 'financing' ? financeCenterQuery(brand) : undefined);
}

/** The finance center's query (SPEC §2.4 `fcid`): the brand's own finance company, when it has one. */
export function financeCenterQuery(brand: SiteBrand): Readonly<Record<string, string>> | undefined {
  const { financeId } = brand.financeCenter;
  return financeId > 0 ? { fcid: String(financeId) } : undefined;
}

export const isLink = (link: NavLink | null): link is NavLink => link !== null;
