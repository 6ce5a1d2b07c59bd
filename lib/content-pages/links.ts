import { namedRouteSchema, type SiteBrand } from '@/lib/brand';
import { hrefFor, routeForName } from '@/lib/navigation';
import { hasPage } from '@/lib/routing';

// Links in a brand's pages of text (docs/content-pages.md): `route:<name>` names one of our pages by its
// brand-file route name (`route:terms-of-use`), so the brand's URL style writes the path; https, mailto
// and tel links go out as written; anything else (javascript:, data:, a bare path) is no link.

export const ROUTE_SCHEME = 'route:';
const outside = /^(https:\/\/|mailto:|tel:)/i;

export type LinkTarget = { ok: true; href: string; external: boolean } | { ok: false; problem: string };

/** Where a link of a brand's page goes, or why it goes nowhere. */
export function linkTarget(brand: SiteBrand, url: string): LinkTarget {
  if (url.startsWith(ROUTE_SCHEME)) {
    const name = namedRouteSchema.safeParse(url.slice(ROUTE_SCHEME.length));
    if (!name.success) return { ok: false, problem: `${url} names no page (route names are those of the brand files)` };
    const route = routeForName(name.data);
    if (!hasPage(route)) return { ok: false, problem: `${url} names a page the site does not have yet` };
    return { ok: true, href: hrefFor(brand, route), external: false };
  }
  if (url.startsWith('#')) return /^#[a-z0-9-]+$/.test(url) ? { ok: true, href: url, external: false } : { ok: false, problem: `${url} is no anchor` };
  if (outside.test(url)) {
    try {
      if (/^https:/i.test(url)) new URL(url);
      return { ok: true, href: url, external: true };
    } catch {
      return { ok: false, problem: `${url} is no web address` };
    }
  }
  return { ok: false, problem: `${url}: link to our pages as route:<name>, elsewhere with https://, mailto: or tel:` };
}
