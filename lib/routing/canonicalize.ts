import type { Dialect } from './dialect';
import type { Route } from './route';
import { sameRoute } from './same-route';

export interface Canonical {
  route: Route;
  canonicalPath: string;
  /** The request used another form of the same URL (case, slashes, alias, order, another dialect): send a 308. */
  redirect: boolean;
}

/** A dialect's reading of a path; null for none (a parser that throws reads nothing). */
function read(dialect: Dialect, pathname: string): Route | null {
  try {
    return dialect.parse(pathname);
  } catch {
    return null;
  }
}

/** Never throws: anything unparseable is null, which the proxy turns into the brand's 404. */
export function canonicalize(dialect: Dialect, pathname: string): Canonical | null {
  const route = read(dialect, pathname);
  if (!route) return null;
  const canonicalPath = dialect.build(route);
  return { route, canonicalPath, redirect: canonicalPath !== pathname };
}

/**
 * DESIGN §2 "old dialect": a path written in another brand's dialect redirects to the same page in
 * the host's dialect. The host's own reading always wins, so a path keeps the meaning its brand gives
 * it (`/broker/page-2/` is land's directory page 2 and farm's broker "page" #2). Another dialect's
 * reading counts only when every other dialect that reads the path names the same route, and when the
 * host has that page: a landing page builds to "/" on farm and rec, and a redirect to the home page
 * would hide a 404.
 */
export function canonicalizeAcross(host: Dialect, others: readonly Dialect[], pathname: string): Canonical | null {
  const own = canonicalize(host, pathname);
  if (own) return own;
  const readings = others.filter((d) => d !== host).map((d) => read(d, pathname)).filter((r): r is Route => r !== null);
  const [route, ...rest] = readings;
  if (!route || rest.some((r) => !sameRoute(r, route))) return null;
  const canonicalPath = host.build(route);
  if (!sameRoute(read(host, canonicalPath), route)) return null;
  return { route, canonicalPath, redirect: true };
}
