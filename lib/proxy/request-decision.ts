import { resolveBrand, type HostRules } from '@/lib/brand';
import { canonicalizeFor, hasPage, type DialectName } from '@/lib/routing';
import { financingPathWithCenter, internalPath, kindsWithQueryInPath, searchPathWithQuery, searchQuery } from './internal-path';
import { notFoundRewritePath } from './not-found-rewrite';
import { crawlerFilePath } from './crawler-files';
import { isNextInternalPath, isPassthroughPath } from './passthrough';

export interface RequestFacts {
  method: string;
  pathname: string;
  search: string;
  host: string | null;
  previewQuery: string | null;
  previewCookie: string | null;
  /** A Next server action (POST with a `next-action` header) on a page path. */
  serverAction: boolean;
}

export interface ProxyContext {
  rules: HostRules;
  dialectOf(brandKey: string): DialectName;
  /** Absolute origin for redirects of a brand (lib/brand/origin.ts: config, never the raw Host). */
  originOf(brandKey: string): string;
}

export type RequestDecision =
  | { action: 'pass' }
  | {
      action: 'rewrite';
      brand: string;
      path: string;
      /** Query string for the rewritten URL: a search's (and a broker listings page's) is folded into `path` instead (cacheable per URL). */
      search: string;
      rememberPreview: boolean;
      /** 404 for the brand's not-found page: the page renders it in full, the proxy sets the status. */
      status?: 404;
    }
  | { action: 'redirect'; location: string; status: 308 }
  | { action: 'reject'; status: 404 | 405; allow?: string };

const READ_METHODS = 'GET, HEAD';
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** "/a/%zz" has a segment no decoder accepts: such a path names nothing. */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A path on another origin: leading slashes collapsed so "//evil.example" stays a path. */
function onOrigin(origin: string, pathAndQuery: string): string {
  return new URL(`/${pathAndQuery.replace(/^\/+/, '')}`, origin).toString();
}

/**
 * Host -> brand (one resolver), method and path checks, then path -> route kind by the brand's dialect:
 * non-canonical forms (another brand's dialect included) redirect on the brand's configured origin,
 * unknown paths and route kinds without a page get the brand's 404.
 */
export function decideRequest(facts: RequestFacts, context: ProxyContext): RequestDecision {
  const { pathname, search, method } = facts;
  const selection = resolveBrand({ host: facts.host, previewQuery: facts.previewQuery, previewCookie: facts.previewCookie }, context.rules);
  if (!selection) {
    // Production, unknown host: no page is built from a name we do not serve.
    return { action: 'redirect', location: onOrigin(context.originOf(context.rules.defaultBrand), pathname + search), status: 308 };
  }
  if (isNextInternalPath(pathname)) return { action: 'reject', status: 404 };
  if (isPassthroughPath(pathname)) return isRead(method) ? { action: 'pass' } : { action: 'reject', status: 405, allow: READ_METHODS };
  if (!isRead(method) && !(method === 'POST' && facts.serverAction)) return { action: 'reject', status: 405, allow: READ_METHODS };

  const brand = selection.key;
  const rememberPreview = selection.source === 'preview-query';
  const crawlerFile = crawlerFilePath(pathname);
  if (crawlerFile) return { action: 'rewrite', brand, path: `/crawl/${brand}/${crawlerFile}`, search: '', rememberPreview };
  const dialect = context.dialectOf(brand);
  const result = decodable(pathname) ? canonicalizeFor(dialect, pathname) : null;
  // The brand's 404 page, told what it can help with (a near place or state, listings near a missing one).
  const notFound = (): RequestDecision => ({ action: 'rewrite', brand, path: notFoundRewritePath(brand, dialect, pathname), search: '', rememberPreview, status: 404 });
  if (!result) return notFound();
  // A kind the dialect parses but no page serves yet: its 404, not a page that pretends to exist.
  if (!hasPage(result.route)) return notFound();
  if (result.redirect) return { action: 'redirect', location: onOrigin(context.originOf(brand), result.canonicalPath + search), status: 308 };
  const path = internalPath(brand, result.route.kind, result.canonicalPath);
  if (result.route.kind === 'financing') return { action: 'rewrite', brand, path: financingPathWithCenter(path, search), search: '', rememberPreview };
  if (kindsWithQueryInPath.has(result.route.kind)) return { action: 'rewrite', brand, path: searchPathWithQuery(path, searchQuery(search)), search: '', rememberPreview };
  return { action: 'rewrite', brand, path, search, rememberPreview };
}
