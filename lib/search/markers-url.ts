import { levelRank, type MapMarker } from '@/lib/map';

// The browser's side of the map markers API: the URL it asks (also the SWR key) and a check of the
// answer that needs no validation library. The server's side is markers-api.ts.

export const MARKERS_API_PATH = '/api/search/markers';
/** The parameter carrying the search page's path; the page's own query parameters follow it as they are. */
export const MARKERS_PATH_PARAMETER = 'path';

export interface MarkersResponse {
  /** Every listing the search matches (capped for keyword searches, like the list's count). */
  total: number;
  totalIsCapped: boolean;
  /** At most 500, best ranked first. */
  markers: MapMarker[];
}

/**
 * The markers of the search page at `searchHref` (its path and query): a GET keyed by the page's own
 * URL, so a CDN keeps one answer per search, and the key grows only by the path parameter.
 */
export function markersUrl(searchHref: string): string {
  const at = searchHref.indexOf('?');
  const path = at < 0 ? searchHref : searchHref.slice(0, at);
  const query = at < 0 ? '' : searchHref.slice(at + 1);
  // A query may hold "/" as it is (RFC 3986 §3.4): the path stays readable in logs.
  const pathParameter = `${MARKERS_PATH_PARAMETER}=${encodeURIComponent(path).replace(/%2F/g, '/')}`;
  return `${MARKERS_API_PATH}?${pathParameter}${query ? `&${query}` : ''}`;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function isMarker(value: unknown): value is MapMarker {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return isNumber(m.id) && isNumber(m.latitude) && isNumber(m.longitude) && isText(m.levelClass) && Object.hasOwn(levelRank, m.levelClass)
    && isText(m.priceLabel) && isText(m.acresLabel) && isText(m.title) && isText(m.href) && m.href.startsWith('/')
    && (m.imageSrc === null || isText(m.imageSrc)) && (m.compactPriceLabel === undefined || m.compactPriceLabel === null || isText(m.compactPriceLabel));
}

/** The answer as markers, or null when it is not the API's shape (a proxy's error page, say). */
export function readMarkers(body: unknown): MarkersResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const { total, totalIsCapped, markers } = body as Record<string, unknown>;
  return isNumber(total) && typeof totalIsCapped === 'boolean' && Array.isArray(markers) && markers.every(isMarker)
    ? { total, totalIsCapped, markers }
    : null;
}
