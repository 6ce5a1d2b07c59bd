import { sql, type SQL } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { PropertyType } from '@/lib/domain';
import { stateById } from '@/lib/geo/states';
import { whereClause } from '@/lib/search/where';
import { browseCriteria, browseHref } from './browse-search';

// The home page's lakes (brand file home.lakeBrowse, docs/home-page.md): the lakes with the most active
// lakefront listings, each linked to its lake search. Search paths have no lake segment (SPEC §2.5), so
// a lake search is its state's lakefront search with `lakeIdList`; the page is named for the lake
// (lib/search/search-title.ts) and finds exactly the listings counted here.

export interface LakeLink {
  id: number;
  name: string;
  stateName: string;
  href: string;
  /** Active lakefront listings on the lake, above 0. */
  count: number;
}

const lakefront = { propertyTypes: [PropertyType.LAKEFRONT] };

/** The lakes with the most active lakefront listings, most first, then by name. */
export function topLakesQuery(limit: number, now: Date): SQL {
  return sql`select k.id, k.name, k.state_id, c.n from (
      select lake_id, count(*)::int as n from listings
      where ${whereClause(browseCriteria(lakefront), { now })} and lake_id is not null group by lake_id
    ) c join lakes k on k.id = c.lake_id
    order by c.n desc, k.name, k.id limit ${Math.trunc(limit)}`;
}

type LakeRow = { id: number; name: string; state_id: number; n: number };

/** Rows as links: a lake's search is in its state, with the lake's id. */
export function lakeLinks(brand: SiteBrand, rows: readonly LakeRow[]): LakeLink[] {
  return rows.flatMap((row) => {
    const state = stateById(Number(row.state_id));
    if (!state) return [];
    const id = Number(row.id);
    const href = browseHref(brand, browseCriteria({ ...lakefront, lakeIdList: [id] }, state), state);
    return [{ id, name: row.name, stateName: state.name, href, count: Number(row.n) }];
  });
}

/** The brand's lake links, at most `limit`. */
export async function lakeBrowse(brand: SiteBrand, limit: number, now: Date = new Date()): Promise<LakeLink[]> {
  const result = await db().execute<LakeRow>(topLakesQuery(limit, now));
  return lakeLinks(brand, result.rows);
}

/** Every lakefront listing: the section's "see all" search. */
export const allLakefrontHref = (brand: SiteBrand): string => browseHref(brand, browseCriteria(lakefront));
