import type { BrandLink, SiteBrand } from '@/lib/brand/schema';
import { dialects, type Route } from '@/lib/routing';
import { namedRouteTable } from './named-routes';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/** The one way UI code turns a route into a path: the brand's dialect builds it. */
export function hrefFor(brand: SiteBrand, route: Route, query?: Record<string, string>): string {
  const path = dialects[brand.urlDialect].build(route);
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return path + search;
}

export function brandLink(brand: SiteBrand, link: BrandLink): NavLink {
  if ('url' in link) return { label: link.label, href: link.url, external: true };
  return { label: link.label, href: hrefFor(brand, namedRouteTable[link.route]) };
}
