import type { BrandLink, NamedRoute, SiteBrand } from '@/lib/brand';
import { dialects, type Route } from '@/lib/routing';
import { routeForName } from './named-routes';

export interface NavLink {
  label: string;
  href: string;
  /** Off-site (social, partner sites): rendered with rel="noopener". */
  external?: boolean;
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

export function brandLink(brand: SiteBrand, link: BrandLink): NavLink {
  if ('url' in link) return { label: link.label, href: link.url, external: true };
  return { label: link.label, href: namedHref(brand, link.route) };
}
