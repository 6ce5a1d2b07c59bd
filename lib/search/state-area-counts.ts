import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { activeListing } from '@/lib/db/schema/listings';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';

// A state's counties and main cities with their active listings (available and under contract, the
// search's default statuses), so each count is what that place's search finds without filters. Read
// at most once per state every 5 minutes, the pages' own freshness (docs/caching.md): every filtered
// variant of a state's search page shows the same lists without counting again.

export interface AreaCount {
  name: string;
  /** The place's slug in search paths (`llano-county`, `austin`). */
  slug: string;
  /** Active listings, always above 0: places without any are not listed (their URLs still work). */
  count: number;
}

export interface StateAreaCounts {
  /** Every county with active listings, most listings first, then by name. */
  counties: AreaCount[];
  /** The cities with the most active listings, most first (at most `MAIN_CITIES`). */
  cities: AreaCount[];
}

/** How many cities a state's page names. */
export const MAIN_CITIES = 12;
export const AREA_COUNTS_TTL_MS = 300_000;

async function readAreaCounts(stateId: number): Promise<StateAreaCounts> {
  const [counties, cities] = await Promise.all([
    db().execute<{ name: string; kind: string; slug: string; n: number }>(sql`
      select c.name, c.kind, c.slug, count(l.id)::int as n from counties c
      join listings l on l.county_id = c.id and ${activeListing('l')}
      where c.state_id = ${stateId} group by c.id order by count(l.id) desc, c.name, c.id`),
    db().execute<{ name: string; slug: string; n: number }>(sql`
      select ci.name, ci.slug, count(l.id)::int as n from cities ci
      join listings l on l.city_id = ci.id and ${activeListing('l')}
      where ci.state_id = ${stateId} group by ci.id order by count(l.id) desc, ci.name, ci.id limit ${MAIN_CITIES}`),
  ]);
  return {
    counties: counties.rows.map((r) => ({ name: countyFullName(r.name, r.kind as CountyKind), slug: r.slug, count: Number(r.n) })),
    cities: cities.rows.map((r) => ({ name: r.name, slug: r.slug, count: Number(r.n) })),
  };
}

const cached = new Map<number, { at: number; value: Promise<StateAreaCounts> }>();

/** Drops every state's kept counts: the next call reads them (tests that change listings between calls). */
export function forgetStateAreaCounts(): void {
  cached.clear();
}

/** The state's counties and main cities with their counts; a failed read is not kept. */
export function stateAreaCounts(stateId: number, now: number = Date.now()): Promise<StateAreaCounts> {
  const entry = cached.get(stateId);
  if (entry && now - entry.at <= AREA_COUNTS_TTL_MS) return entry.value;
  const value = readAreaCounts(stateId);
  cached.set(stateId, { at: now, value });
  value.catch(() => {
    if (cached.get(stateId)?.value === value) cached.delete(stateId);
  });
  return value;
}
