import { canonicalizeAcross, type Canonical } from './canonicalize';
import { dialects } from './dialect-table';
import type { DialectName } from './dialect';
import type { Route, RouteKind, RouteOf } from './route';

export type { Dialect, DialectName } from './dialect';
export * from './route';

export { canonicalize, canonicalizeAcross, type Canonical } from './canonicalize';
export { sameRoute } from './same-route';
export { brokerNameSlug } from './broker-segments';
export { hasPage, kindsWithPage } from './page-kinds';

export { dialects } from './dialect-table';
export * from './search-segments';
export * from './path-segments';

/**
 * Pages receive the public path after their kind folder as catch-all segments; parse it again with the
 * brand's dialect and accept it only if it names that kind.
 */
export function routeFromSegments<K extends RouteKind>(dialect: DialectName, kind: K, segments: readonly string[] | undefined): RouteOf<K> | null {
  const d = dialects[dialect];
  const path = `/${(segments ?? []).map(encodeURIComponent).join('/')}${d.trailingSlash && segments?.length ? '/' : ''}`;
  const route: Route | null = d.parse(path);
  return route?.kind === kind ? (route as RouteOf<K>) : null;
}

/**
 * The path as the brand with dialect `name` serves it: its own reading first, then another brand's
 * dialect (an old-dialect URL, DESIGN §2), which redirects to this dialect's form of the same route.
 */
export function canonicalizeFor(name: DialectName, pathname: string): Canonical | null {
  return canonicalizeAcross(dialects[name], Object.values(dialects), pathname);
}
