import { dialects, type DialectName, type SearchRoute } from '@/lib/routing';
import type { SearchCriteria } from './criteria';
import { criteriaFromUrl } from './criteria-url';
import { resolveLocation, type ResolvedLocation } from './resolve-location';

export type SearchUrlReading =
  | { ok: true; route: SearchRoute; location: ResolvedLocation; criteria: SearchCriteria; /** Query parameters dropped as invalid. */ rejected: string[] }
  | { ok: false };

/** A search route and its query as criteria: place slugs become ids here, once (null place or bad slug: not ok). */
export async function readSearchRoute(route: SearchRoute, query: URLSearchParams): Promise<SearchUrlReading> {
  const location = await resolveLocation(route);
  if (!location) return { ok: false };
  const parsed = criteriaFromUrl(route, query, location);
  return parsed.ok ? { ok: true, route, location, criteria: parsed.criteria, rejected: parsed.rejected } : { ok: false };
}

/** A brand's public search URL (path and query, as the browser shows it) read back into criteria. */
export async function readSearchUrl(dialect: DialectName, url: string): Promise<SearchUrlReading> {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://search.invalid');
  } catch {
    return { ok: false };
  }
  if (parsed.origin !== 'http://search.invalid') return { ok: false };
  const route = dialects[dialect].parse(parsed.pathname);
  return route?.kind === 'search' ? readSearchRoute(route, parsed.searchParams) : { ok: false };
}
