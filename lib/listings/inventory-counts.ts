import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { MarketStatus } from '@/lib/domain';

export interface InventoryCounts {
  /** Listings for sale right now (market status AVAILABLE). */
  available: number;
  /** Available listings per state id. */
  byState: ReadonlyMap<number, number>;
}

const TTL_MS = 60_000;
let cached: { at: number; value: Promise<InventoryCounts> } | undefined;

async function readCounts(): Promise<InventoryCounts> {
  const result = await db().execute<{ state_id: number; n: string }>(
    sql`select state_id, count(*)::text as n from listings where market_status = ${MarketStatus.AVAILABLE} group by state_id`,
  );
  const byState = new Map<number, number>();
  let available = 0;
  for (const row of result.rows) {
    const n = Number(row.n);
    byState.set(Number(row.state_id), n);
    available += n;
  }
  return { available, byState };
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
