import { NOT_FOUND_PATH } from '@/lib/http/full-not-found';
import { hintSegments } from '@/lib/not-found/hint';
import { notFoundHint } from '@/lib/not-found/hint-from-path';
import type { DialectName } from '@/lib/routing';
import { notFoundPath } from './internal-path';

// Where the proxy sends a request that answers 404 (docs/not-found.md): the brand's 404 page, with what
// it can help with read from the path the visitor asked for.

/**
 * The path the visitor asked for. The proxy's own 404s see it as it is; a page's 404 comes back from
 * the server as NOT_FOUND_PATH followed by it (lib/http/full-not-found.ts); NOT_FOUND_PATH alone names nothing.
 */
export function requestedPath(pathname: string): string | null {
  if (pathname === NOT_FOUND_PATH) return null;
  return pathname.startsWith(`${NOT_FOUND_PATH}/`) ? pathname.slice(NOT_FOUND_PATH.length) : pathname;
}

/** The internal path of the brand's 404 page for a request of `pathname`. */
export function notFoundRewritePath(brandKey: string, dialect: DialectName, pathname: string): string {
  const requested = requestedPath(pathname);
  const hint = requested === null ? null : notFoundHint(dialect, requested);
  return notFoundPath(brandKey, hint ? hintSegments(hint) : []);
}
