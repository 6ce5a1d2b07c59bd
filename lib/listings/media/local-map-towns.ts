import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { MapTown } from './listing-map-place';

// Server only (reads the database); lib/listings/media/index.ts does not re-export it, so client
// bundles never pull in the database client.

/** Towns named on a local map: enough to place the parcel, few enough that the labels do not collide. */
export const LOCAL_MAP_TOWN_LIMIT = 8;

/**
 * The county's largest towns, by how many zip codes they have (the size measure autocomplete uses too),
 * then by name. Institutions never appear: lib/geo already folded their zips into real towns.
 */
export async function localMapTowns(countyId: number, limit: number = LOCAL_MAP_TOWN_LIMIT): Promise<MapTown[]> {
  const result = await db().execute<{ name: string; latitude: number; longitude: number }>(sql`
    select c.name, c.latitude, c.longitude
    from cities c
    left join zips z on z.city_id = c.id
    where c.county_id = ${countyId}
    group by c.id
    order by count(z.zip) desc, c.name
    limit ${limit}
  `);
  return result.rows.map((row) => ({ name: row.name, latitude: Number(row.latitude), longitude: Number(row.longitude) }));
}
