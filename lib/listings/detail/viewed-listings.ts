import { sql } from 'drizzle-orm';
import type { ListingPlacard } from '@/lib/listings/placard';
import { selectPlacards } from '@/lib/listings/placard-query';

/** SPEC §7 getviewedlistings: at most this many ids per call. */
export const MAX_VIEWED_IDS = 20;

/**
 * Placards of the listings a visitor viewed, in the order asked (duplicates once), whatever their
 * status now; ids of listings that do not exist are left out.
 */
export async function viewedListings(ids: readonly number[]): Promise<ListingPlacard[]> {
  const unique = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, MAX_VIEWED_IDS);
  if (unique.length === 0) return [];
  // One array parameter: whole numbers only (checked above), read back in the order given.
  const list = `{${unique.join(',')}}`;
  return selectPlacards(sql`select v.id, v.ord from unnest(${list}::bigint[]) with ordinality as v(id, ord)`, sql`top.ord`);
}
