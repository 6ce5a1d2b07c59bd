import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { SearchCriteria } from './criteria';

// An exact count visits every match. For place and filter searches the covering rank indexes make
// that cheap, but a common keyword matches tens of thousands of listings in a state, and counting
// them all costs far more than the page itself. So keyword searches count up to a cap and say
// "1,000+" beyond it (docs/rules.md); every other search keeps its exact count.

/** The most listings a keyword search counts; beyond it the total reads "1,000+". */
export const KEYWORD_COUNT_CAP = 1_000;

export interface ListingCount {
  /** Listings matching the criteria; when capped, a lower bound: there are more than this. */
  total: number;
  /** The count stopped at its limit, so `total` is "at least". */
  totalIsCapped: boolean;
}

/**
 * How many listings a search counts before it stops: no limit without keywords; with them the cap,
 * or as far as the requested page reaches (`pageEnd` listings), so a deep page still knows it exists
 * and a next one follows. `cap` is a parameter for tests; callers keep the default.
 */
export function countLimit(criteria: SearchCriteria, pageEnd: number, cap = KEYWORD_COUNT_CAP): number | null {
  return criteria.keywordQuery ? Math.max(cap, pageEnd) : null;
}

/** Counts the listings matching `where`, stopping after `limit` + 1 when a limit is given. */
export async function countListings(where: SQL, limit: number | null): Promise<ListingCount> {
  if (limit === null) {
    const exact = await db().execute<{ n: number }>(sql`select count(*)::int as n from listings where ${where}`);
    return { total: Number(exact.rows[0]?.n ?? 0), totalIsCapped: false };
  }
  // One row past the limit tells "exactly the limit" from "more"; the limit is a whole number we
  // computed, written inline so the plan is made for it.
  const beyond = sql.raw(String(Math.trunc(limit) + 1));
  const counted = await db().execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from listings where ${where} limit ${beyond}) matches`);
  const n = Number(counted.rows[0]?.n ?? 0);
  return n > limit ? { total: Math.trunc(limit), totalIsCapped: true } : { total: n, totalIsCapped: false };
}
