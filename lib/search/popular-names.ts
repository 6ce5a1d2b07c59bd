import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db } from '@/lib/db/client';
import { activeListing } from '@/lib/db/schema/listings';
import { propertyTypes } from '@/lib/domain';
import { states } from '@/lib/geo/states';
import { inventoryCounts } from '@/lib/listings/inventory-counts';

// SPEC §7 popular names (GET /api/popular/statenames/0, /api/popular/PropertyTypeNames/0): the states and
// property types a site's visitors search most, for the footer's "Popular States" and "by Type" columns.
// Ranked by the searches the site logged in the last 90 days (popular_searches), then by the active
// listings each has, then by name; read at most every ten minutes per site.

export const POPULAR_WINDOW_DAYS = 90;
const CACHE_MS = 10 * 60_000;

export interface PopularName {
  id: number;
  searches: number;
  listings: number;
}

export interface PopularNames {
  /** Every state of the marketplace, the most popular first. */
  states: PopularName[];
  /** Every property type, the most popular first. */
  propertyTypes: PopularName[];
}

type CountRow = { id: number; n: string };

const byPopularity = (names: Map<number, string>) => (a: PopularName, b: PopularName) =>
  b.searches - a.searches || b.listings - a.listings || (names.get(a.id) ?? '').localeCompare(names.get(b.id) ?? '');

function ranked(ids: readonly number[], names: Map<number, string>, searches: CountRow[], listings: CountRow[]): PopularName[] {
  const searched = new Map(searches.map((row) => [Number(row.id), Number(row.n)]));
  const listed = new Map(listings.map((row) => [Number(row.id), Number(row.n)]));
  return ids.map((id) => ({ id, searches: searched.get(id) ?? 0, listings: listed.get(id) ?? 0 })).sort(byPopularity(names));
}

async function readPopularNames(siteId: number): Promise<PopularNames> {
  const recent = sql`site_id = ${siteId} and created_at > now() - make_interval(days => ${POPULAR_WINDOW_DAYS})`;
  // One pass over the active listings counts every type (a listing has several: property_types is a bit set).
  const typeCounts = sql.join(propertyTypes.map((type) => sql`count(*) filter (where property_types & ${type.id} <> 0)::text as ${sql.identifier(`t${type.id}`)}`), sql`, `);
  const [stateSearches, typeSearches, inventory, typeListings] = await Promise.all([
    db().execute<CountRow>(sql`select (criteria->>'stateId')::int as id, count(*)::text as n from popular_searches
      where ${recent} and jsonb_typeof(criteria->'stateId') = 'number' group by 1`),
    db().execute<CountRow>(sql`select type_id::int as id, count(*)::text as n from popular_searches,
      jsonb_array_elements_text(case when jsonb_typeof(criteria->'propertyTypes') = 'array' then criteria->'propertyTypes' else '[]'::jsonb end) as type_id
      where ${recent} group by 1`),
    // Active listings per state: the home page's own counts (one read a minute for every site).
    inventoryCounts(),
    db().execute<Record<string, string>>(sql`select ${typeCounts} from listings where ${activeListing()}`),
  ]);
  const typeRow = typeListings.rows[0] ?? {};
  const typeListingRows = propertyTypes.map((type) => ({ id: type.id, n: typeRow[`t${type.id}`] ?? '0' }));
  const stateNames = new Map(states.map((s) => [s.id, s.name]));
  const typeNames = new Map(propertyTypes.map((t) => [t.id, t.key]));
  return {
    states: ranked(states.map((s) => s.id), stateNames, stateSearches.rows, [...inventory.byState].map(([id, n]) => ({ id, n: String(n) }))),
    propertyTypes: ranked(propertyTypes.map((t) => t.id), typeNames, typeSearches.rows, typeListingRows),
  };
}

const cache = new LRUCache<number, Promise<PopularNames>>({ max: 100, ttl: CACHE_MS });

/** A site's popular states and property types; a failed read is not kept, so the next asks again. */
export function popularNames(siteId: number): Promise<PopularNames> {
  const hit = cache.get(siteId);
  if (hit) return hit;
  const value = readPopularNames(siteId);
  cache.set(siteId, value);
  value.catch(() => cache.delete(siteId));
  return value;
}

/** For the footer: the ranking, or null when it cannot be read (SPEC §7: a non-OK answer is ignored). */
export async function popularNamesOrNull(siteId: number): Promise<PopularNames | null> {
  try {
    return await popularNames(siteId);
  } catch (error) {
    console.warn(`popular names failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
