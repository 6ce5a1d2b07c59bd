import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { defaultCriteria, type SearchCriteria } from './criteria';
import { whereClause, type WhereOptions } from './where';

// A search of a whole state with no other condition than its property types (the state's landing and
// search pages before any filter) is answered from listing_tallies (drizzle/0021, kept by triggers),
// not by counting the state's listings: its total and its per-type facet counts are sums over the
// state's few hundred (mask, listings) rows. Any other search counts as before.

const dialect = new PgDialect();

function rendered(criteria: SearchCriteria, options: WhereOptions): string {
  const query = dialect.sqlToQuery(whereClause(criteria, options));
  return JSON.stringify([query.sql, query.params]);
}

/**
 * The state whose tallies answer `criteria`, its property types aside: when its conditions, written as
 * SQL, are exactly those of the plain state search. Undefined for any other search.
 */
export function talliedState(criteria: SearchCriteria, options: WhereOptions): number | undefined {
  const { stateId } = criteria;
  if (stateId === undefined) return undefined;
  return rendered({ ...criteria, propertyTypes: [] }, options) === rendered(defaultCriteria({ stateId }), options) ? stateId : undefined;
}

/** Active listings per property-type mask in one state. */
export type StateTallies = ReadonlyMap<number, number>;

export async function stateTallies(stateId: number): Promise<StateTallies> {
  const result = await db().execute<{ mask: number; n: number }>(
    sql`select property_types as mask, sum(listings)::int as n from listing_tallies where state_id = ${stateId} group by property_types`,
  );
  return new Map(result.rows.map((row) => [Number(row.mask), Number(row.n)]));
}

/** Listings having any of the `types` bits; every listing when `types` is 0 (no type chosen). */
export function listingsWithAnyType(tallies: StateTallies, types: number): number {
  let total = 0;
  for (const [mask, listings] of tallies) if (types === 0 || (mask & types) !== 0) total += listings;
  return total;
}

/** The property-type bits of the criteria, as the search's condition ORs them. */
export function typeBits(criteria: SearchCriteria): number {
  return criteria.propertyTypes.reduce((bits, type) => bits | type, 0);
}
