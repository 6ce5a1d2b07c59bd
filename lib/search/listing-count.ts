import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { SearchCriteria } from './criteria';
import { listingsWithAnyType, talliedScope, typeTallies } from './type-tallies';
import { typeBits, whereClause, type WhereOptions } from './where';

// An exact count visits every match, except for a plain state or national search (with or without
// property types), which sums the tallies (`type-tallies.ts`). For place and filter searches the
// covering rank indexes make
// that cheap, but a common keyword matches thousands of listings in a state, and counting them all
// costs far more than the page itself. So keyword searches count up to a cap and say "1,000+"
// beyond it (docs/rules.md); every other search keeps its exact count.

/** The most listings a keyword search counts; beyond it the total reads "1,000+". */
export const KEYWORD_COUNT_CAP = 1_000;

export interface ListingCount {
  /** Listings matching the criteria; when capped, a lower bound: there are more than this. */
  total: number;
  /** The count stopped at its limit, so `total` means "at least". */
  totalIsCapped: boolean;
}

async function firstCount(query: SQL): Promise<number> {
  const result = await db().execute<{ n: number }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Counts the listings matching the criteria. Without keywords, exactly. With them, up to the cap, or
 * as far as the requested page reaches (`pageEnd` listings) so that a deep page still knows a next
 * one follows. `cap` is a parameter for tests; callers keep the default.
 */
export async function countListings(criteria: SearchCriteria, options: WhereOptions, pageEnd: number, cap = KEYWORD_COUNT_CAP): Promise<ListingCount> {
  if (!criteria.keywordQuery) {
    const scope = talliedScope(criteria, options);
    if (scope) return { total: listingsWithAnyType(await typeTallies(scope), typeBits(criteria)), totalIsCapped: false };
    const where = whereClause(criteria, { ...options, typeMasks: true });
    return { total: await firstCount(sql`select count(*)::int as n from listings where ${where}`), totalIsCapped: false };
  }
  const limit = keywordCountLimit(pageEnd, cap);
  const where = whereClause(criteria, { ...options, keywordStateIndex: true });
  // No columns are selected, so the scan only finds rows.
  const n = await firstCount(sql`select count(*)::int as n from (select from listings where ${where} limit ${beyondLimit(limit)}) matches`);
  return cappedCount(n, limit);
}

/** How far a keyword count goes: the cap, or as far as the requested page reaches. */
export function keywordCountLimit(pageEnd: number, cap = KEYWORD_COUNT_CAP): number {
  return Math.trunc(Math.max(cap, pageEnd));
}

/**
 * One row past the limit, which tells "exactly the limit" from "more": a whole number of ours, inline
 * so the plan is made for it.
 */
export function beyondLimit(limit: number): SQL {
  return sql.raw(String(Math.trunc(limit) + 1));
}

/** A count of up to `limit` + 1 matches as the total to show. */
export function cappedCount(n: number, limit: number): ListingCount {
  return n > limit ? { total: limit, totalIsCapped: true } : { total: n, totalIsCapped: false };
}
