import { MARKERS_API_PATH, markersUrl } from './markers-url';

// The browser's side of GET /api/search/count: how many listings a search URL finds, before the
// visitor opens it (the phone filter sheet's "Show 123 results"). It asks with the same query as the
// map's markers API, the page's path and query, and the server reads it with the page's own reader.

export const COUNT_API_PATH = '/api/search/count';

export interface ResultCount {
  /** Listings the search finds; when capped, at least this many (a keyword search counts up to 1,000). */
  total: number;
  totalIsCapped: boolean;
}

/** The count of the search page at `searchHref` (its path and query). */
export function countUrl(searchHref: string): string {
  return `${COUNT_API_PATH}${markersUrl(searchHref).slice(MARKERS_API_PATH.length)}`;
}

/** The answer as a count, or null when it is not the API's shape (a proxy's error page, say). */
export function readCount(body: unknown): ResultCount | null {
  if (typeof body !== 'object' || body === null) return null;
  const { total, totalIsCapped } = body as Record<string, unknown>;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 && typeof totalIsCapped === 'boolean' ? { total, totalIsCapped } : null;
}
