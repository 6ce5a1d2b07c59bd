import { z } from 'zod';
import type { SiteBrand } from '@/lib/brand';
import { brandVary } from '@/lib/http/brand-vary';
import { resizedImageUrl } from '@/lib/images';
import { acresDisplay, compactPriceDisplay, priceDisplay } from '@/lib/listings/price-display';
import { placardLevel } from '@/lib/listings/placard-view';
import { hrefFor } from '@/lib/navigation';
import type { DialectName } from '@/lib/routing';
import type { SearchCriteria } from './criteria';
import { readSearchPath } from './criteria-from-url';
import type { MapMarkers } from './map-markers';
import { MARKERS_PATH_PARAMETER, type MarkersResponse } from './markers-url';

// The server's side of GET /api/search/markers?path=<search page path>&<its query>: the page's URL is
// read with the same reader as the page, so the map shows exactly the page's search, and the answer
// is cached like the page. The browser's side is markers-url.ts.

/** Node refuses request heads past 16 KiB (its default maxHeaderSize), so no search page has a longer URL. */
export const MAX_MARKERS_QUERY_LENGTH = 16 * 1024;

/**
 * The pages' rule (docs/caching.md): a CDN serves the answer for 5 minutes, then stale for up to 10
 * more while it fetches a new one. The markers of a URL change when its page does.
 */
export const MARKERS_CACHE_CONTROL = 's-maxage=300, stale-while-revalidate=600';

const pagePathSchema = z
  .array(z.string())
  .length(1, `${MARKERS_PATH_PARAMETER}: give the search page's path once`)
  .transform(([path]) => path ?? '')
  // "//host" and "/\host" would name another origin.
  .refine((path) => /^\/(?![/\\])/.test(path), `${MARKERS_PATH_PARAMETER}: must be a path on this site, starting with one "/"`);

export type MarkersRequest = { ok: true; criteria: SearchCriteria } | { ok: false; status: 400 | 404; errors: string[] };

/** The criteria of the search page a markers request names, or why there is none (400 bad request, 404 no such search). */
export async function readMarkersRequest(url: URL, dialect: DialectName): Promise<MarkersRequest> {
  if (url.search.length > MAX_MARKERS_QUERY_LENGTH) {
    return { ok: false, status: 400, errors: [`The search URL is longer than ${MAX_MARKERS_QUERY_LENGTH} characters`] };
  }
  const query = new URLSearchParams(url.search);
  const path = pagePathSchema.safeParse(query.getAll(MARKERS_PATH_PARAMETER));
  if (!path.success) return { ok: false, status: 400, errors: path.error.issues.map((issue) => issue.message) };
  query.delete(MARKERS_PATH_PARAMETER);
  const reading = await readSearchPath(dialect, path.data, query);
  if (!reading.ok) return { ok: false, status: 404, errors: [`${MARKERS_PATH_PARAMETER}: not a search page of this site`] };
  // The page would redirect to the URL without them; the map asks for that URL, never this one.
  if (reading.rejected.length > 0) return { ok: false, status: 400, errors: [`Invalid search parameters: ${[...new Set(reading.rejected)].join(', ')}`] };
  return { ok: true, criteria: reading.criteria };
}

/** The map's markers with their popup placards formatted for the brand. */
export function markersResponse(brand: SiteBrand, result: MapMarkers): MarkersResponse {
  return {
    total: result.total,
    totalIsCapped: result.totalIsCapped,
    markers: result.markers.map((m) => ({
      id: m.id,
      latitude: m.latitude,
      longitude: m.longitude,
      levelClass: placardLevel(m),
      priceLabel: priceDisplay(m.price),
      compactPriceLabel: compactPriceDisplay(m.price),
      acresLabel: acresDisplay(m.acres),
      title: m.title,
      href: hrefFor(brand, { kind: 'property', id: m.id, location: m.canonicalLocation }),
      // SPEC §9 map image size 160 x 210.
      imageSrc: m.thumbnailDocumentId ? resizedImageUrl({ documentId: m.thumbnailDocumentId, height: 160, width: 210 }) : null,
    })),
  };
}

/** Cache headers of an answer: the links in it are the brand's, and the brand is the host's (in demo mode also the preview cookie's). */
export function markersCacheHeaders(): Record<string, string> {
  return { 'cache-control': MARKERS_CACHE_CONTROL, vary: brandVary() };
}
