import type { SiteBrand } from '@/lib/brand';
import { DirectorySort } from '@/lib/domain';
import { states } from '@/lib/geo/states';
import { parseArea, type DirectoryRoute } from '@/lib/routing';
import { resolveLocation, type ResolvedLocation } from '@/lib/search/resolve-location';
import { directoryCounties, directoryStateCounts, searchDirectory, type DirectoryCounty, type DirectoryResult } from './directory-query';
import { directorySortOf, memberTypeOf, nameWords, readDirectoryQuery, type DirectoryView } from './directory-view';

// A directory URL (route + query) read into what its page shows. Pure reads; the page decides 404s and redirects.

export type DirectoryReading =
  | { ok: true; view: DirectoryView; location: ResolvedLocation; result: DirectoryResult; counties: DirectoryCounty[]; stateCounts: Map<number, number> }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'redirect'; view: DirectoryView };

export async function readDirectory(route: DirectoryRoute, query: URLSearchParams): Promise<DirectoryReading> {
  const { view, canonical } = readDirectoryQuery(route, query);
  if (!canonical) return { ok: false, reason: 'redirect', view };
  const location = await resolveLocation({ kind: 'search', state: route.state, area: route.area, custom: [], page: 0 });
  if (!location) return { ok: false, reason: 'not-found' };
  const stateId = location.state?.id;
  const [result, counties, stateCounts] = await Promise.all([
    searchDirectory({
      stateId, countyId: location.county?.id, cityId: location.city?.id, regionId: location.region?.id,
      memberType: memberTypeOf(route), nameWords: nameWords(view.name), sort: directorySortOf(route), page: route.page,
    }),
    stateId === undefined ? Promise.resolve([]) : directoryCounties(stateId),
    directoryStateCounts(),
  ]);
  // A page past the last is no page (docs/not-found.md); page 1 of nothing is the empty directory.
  if (route.page > 0 && route.page >= result.pageCount) return { ok: false, reason: 'not-found' };
  return { ok: true, view, location, result, counties, stateCounts };
}

/** States with listed members, by name, with their counts (the state filter's options). */
export function statesWithMembers(stateCounts: ReadonlyMap<number, number>) {
  return states
    .filter((s) => (stateCounts.get(s.id) ?? 0) > 0)
    .map((s) => ({ slug: s.slug, name: s.name, count: stateCounts.get(s.id) ?? 0 }))
    .sort((x, y) => x.name.localeCompare(y.name));
}

/** The area segment a county option links to (a county equivalent without a suffix reads as a city). */
export function countyArea(county: Pick<DirectoryCounty, 'slug'>) {
  return parseArea(county.slug, { typeSuffix: '', zipSuffix: '', sorts: new Set(Object.values(DirectorySort)) }) ?? undefined;
}

export type { SiteBrand };
