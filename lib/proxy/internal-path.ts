/** Folder under app/[brand]/ that renders a route kind; the page re-parses the path with the brand's dialect. */
export function internalPath(brandKey: string, kind: string, pathname: string): string {
  if (kind === 'home') return `/${brandKey}`;
  const folder = kind === 'error' ? 'error-page' : kind;
  const rest = pathname.replace(/\/+$/, '');
  return `/${brandKey}/${folder}${rest}`;
}

/** The segment of the brand's 404 page's internal path; any segment no page folder has would do. */
const NOT_FOUND_FOLDER = 'not-found';

/**
 * Unknown paths render the brand's 404 page (app/[brand]/[...unmatched]); `hint` is what the page can
 * help with (lib/not-found/hint.ts), as slug and digit segments, so each hint is a cache entry of its own.
 */
export function notFoundPath(brandKey: string, hint: readonly string[] = []): string {
  return [`/${brandKey}/${NOT_FOUND_FOLDER}`, ...hint].join('/');
}

/** The 404 page's catch-all segments back to the hint's segments (none for any other path). */
export function notFoundHintSegments(segments: readonly string[]): string[] {
  return segments[0] === NOT_FOUND_FOLDER ? segments.slice(1) : [];
}

/**
 * The kinds whose query string is part of the page (a search's filters): the proxy folds it into the
 * path. Other pages get the query as it is, and never read it.
 */
export const kindsWithQueryInPath: ReadonlySet<string> = new Set(['search', 'broker-listings', 'directory']);

/**
 * A search's query string travels to the page as the last two path segments, `~q/<base64url query>`:
 * a page that read searchParams would be rendered for every request, while a path is cached per URL
 * (docs/caching.md). `~q` is no segment any dialect produces; base64url survives route-param
 * decoding unchanged, so the page gets the query exactly as sent.
 */
export const QUERY_SEGMENT = '~q';

/**
 * Query parameters that are the proxy's, Next's or the browser's own, never part of a search: the
 * preview brand, RSC requests, and SPEC §4's `logintoken`, which the page's script takes out of the URL.
 */
const foreignParameters = ['brand', '_rsc', 'logintoken'];

/** "?priceMax=5&brand=farm" -> "priceMax=5": the search's own parameters, exactly as sent (order, encoding). */
export function searchQuery(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !foreignParameters.includes(parameterName(pair)))
    .join('&');
}

function parameterName(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** The internal path of a search with its query folded in. */
export function searchPathWithQuery(path: string, query: string): string {
  return query ? `${path}/${QUERY_SEGMENT}/${Buffer.from(query).toString('base64url')}` : path;
}

/** The catch-all segments of a search page split into the dialect's segments and the query. */
export function splitQuerySegment(segments: readonly string[]): { segments: string[]; query: string } {
  const at = segments.indexOf(QUERY_SEGMENT);
  if (at === -1 || at !== segments.length - 2) return { segments: [...segments], query: '' };
  return { segments: segments.slice(0, at), query: Buffer.from(segments[at + 1] ?? '', 'base64url').toString() };
}

/**
 * The finance center page is one cached page per finance company: its `fcid` (SPEC §2.4) travels as a
 * last path segment, as a search's query does. Any other query parameter (the calculator's price) is
 * the browser's to read. A missing or empty `fcid` is the brand's general finance page.
 */
export function financingPathWithCenter(path: string, search: string): string {
  const fcid = new URLSearchParams(search).get('fcid')?.trim();
  return fcid ? `${path}/${encodeURIComponent(fcid)}` : path;
}
