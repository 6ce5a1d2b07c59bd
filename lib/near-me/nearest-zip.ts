import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db } from '@/lib/db/client';

/** Farther than this (in degrees, about 100 miles) from every zip is outside the marketplace. */
export const NEAREST_ZIP_MAX_DEGREES = 1.5;

export interface NearestZip {
  zip: string;
  stateId: number;
}

const cache = new LRUCache<string, { value: NearestZip | null }>({ max: 5_000 });

/**
 * The zip whose centre is nearest a position (one decimal, as SPEC §2.5 rounds it), or null when
 * none is within NEAREST_ZIP_MAX_DEGREES. Longitude distances shrink with latitude.
 */
export async function nearestZip(lat: number, long: number): Promise<NearestZip | null> {
  const key = `${lat.toFixed(1)},${long.toFixed(1)}`;
  const hit = cache.get(key);
  if (hit) return hit.value;
  const scale = Math.cos((lat * Math.PI) / 180);
  const d = NEAREST_ZIP_MAX_DEGREES;
  const { rows } = await db().execute<{ zip: string; state_id: number }>(sql`
    select zip, state_id from zips
    where latitude between ${lat - d} and ${lat + d} and longitude between ${long - d / Math.max(scale, 0.2)} and ${long + d / Math.max(scale, 0.2)}
    order by (latitude - ${lat}) ^ 2 + ((longitude - ${long}) * ${scale}) ^ 2, zip
    limit 1`);
  const row = rows[0];
  const value = row ? { zip: row.zip, stateId: Number(row.state_id) } : null;
  cache.set(key, { value });
  return value;
}
