import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';

export interface InventoryCounts {
  /** Active listings (available or under contract): what a search without filters finds. */
  active: number;
  /** Active listings per state id: what each state's search finds without filters. */
  byState: ReadonlyMap<number, number>;
}

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<InventoryCounts> } | undefined;

async function readCounts(): Promise<InventoryCounts> {
  // The active listings per state, as the search's default condition counts them, from the tallies the
  // database keeps (drizzle/0021, lib/search/type-tallies.ts): the home page and a state's search say
  // the same number, and nobody counts a million listings.
  const result = await db().execute<{ state_id: number; n: string }>(
    sql`select state_id, sum(listings)::text as n from listing_tallies group by state_id having sum(listings) > 0`,
  );
  const byState = new Map<number, number>();
  let active = 0;
  for (const row of result.rows) {
    const n = Number(row.n);
    byState.set(Number(row.state_id), n);
    active += n;
  }
  return { active, byState };
}

/** Shared by every brand (one inventory); a minute old at most, so home pages never scan per request. */
export function inventoryCounts(now: number = Date.now()): Promise<InventoryCounts> {
  if (!cached || now - cached.at > TTL_MS) {
    const value = readCounts();
    cached = { at: now, value };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
  }
  return cached.value;
}

/** Drops the kept counts: the next call reads them (tests that change listings between calls). */
export function forgetInventoryCounts(): void {
  cached = undefined;
}
