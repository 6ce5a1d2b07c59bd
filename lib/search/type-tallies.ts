import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { defaultCriteria, type SearchCriteria } from './criteria';
import { whereClause, type WhereOptions } from './where';

// A search of a whole state, or of the whole country, with no other condition than its property types
// (a state's landing and search pages before any filter, the national search and its property-type
// pages) is answered from listing_tallies (drizzle/0021, kept by triggers), not by counting listings:
// its total and its per-type facet counts are sums over a few hundred (mask, listings) rows per state.
// Any other search counts as before.

const dialect = new PgDialect();

function rendered(criteria: SearchCriteria, options: WhereOptions): string {
  const query = dialect.sqlToQuery(whereClause(criteria, options));
  return JSON.stringify([query.sql, query.params]);
}

/** What tallies answer: one state's active listings, or (null) the whole country's. */
export interface TallyScope {
  stateId: number | null;
}

/**
 * The scope whose tallies answer `criteria`, its property types aside: when its conditions, written as
 * SQL, are exactly those of the plain state search (or of the plain national search). Undefined for
 * any other search.
 */
export function talliedScope(criteria: SearchCriteria, options: WhereOptions): TallyScope | undefined {
  const stateId = criteria.stateId ?? null;
  const plain = defaultCriteria(stateId === null ? {} : { stateId });
  return rendered({ ...criteria, propertyTypes: [] }, options) === rendered(plain, options) ? { stateId } : undefined;
}

/** Active listings per property-type mask in a scope. */
export type TypeTallies = ReadonlyMap<number, number>;

export async function typeTallies({ stateId }: TallyScope): Promise<TypeTallies> {
  const scope = stateId === null ? sql`true` : sql`state_id = ${stateId}`;
  const result = await db().execute<{ mask: number; n: number }>(
    sql`select property_types as mask, sum(listings)::int as n from listing_tallies where ${scope} group by property_types`,
  );
  return new Map(result.rows.map((row) => [Number(row.mask), Number(row.n)]));
}

/** Listings having any of the `types` bits; every listing when `types` is 0 (no type chosen). */
export function listingsWithAnyType(tallies: TypeTallies, types: number): number {
  let total = 0;
  for (const [mask, listings] of tallies) if (types === 0 || (mask & types) !== 0) total += listings;
  return total;
}
