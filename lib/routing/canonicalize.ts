import type { Dialect } from './dialect';
import type { Route } from './route';

export interface Canonical {
  route: Route;
  canonicalPath: string;
  /** The request used another form of the same URL (case, slashes, alias, order): send a 308. */
  redirect: boolean;
}

/** Never throws: anything unparseable is null, which the proxy turns into the brand's 404. */
export function canonicalize(dialect: Dialect, pathname: string): Canonical | null {
  let route: Route | null;
  try {
    route = dialect.parse(pathname);
  } catch {
    return null;
  }
  if (!route) return null;
  const canonicalPath = dialect.build(route);
  return { route, canonicalPath, redirect: canonicalPath !== pathname };
}
