import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { shownListing } from '@/lib/db/schema/listings';
import { placardColumns, placardFromRow, type ListingPlacard, type PlacardRow } from './placard';

/**
 * Placards of the listings a `top` query picks (ids first, DESIGN §3): `top` selects `id` and may add
 * columns that `order` reads as `top.<column>`; `order` runs over `listings l` and `top`. The one
 * placard read for search results, similar listings and recently viewed listings.
 */
export async function selectPlacards(top: SQL, order: SQL): Promise<ListingPlacard[]> {
  const rows = await db().execute<PlacardRow>(sql`with top as (${top})
    select ${placardColumns} from top join listings l using (id)
    left join accounts a on a.id = l.account_id
    left join counties co on co.id = l.county_id
    left join cities ci on ci.id = l.city_id
    where ${shownListing('l')}
    order by ${order}`);
  return rows.rows.map(placardFromRow);
}
