import { sql } from 'drizzle-orm';
import { activeListing } from '@/lib/db/schema/listings';
import { UpgradeLevel } from '@/lib/domain';
import type { ListingPlacard } from './placard';
import { selectPlacards } from './placard-query';

// Featured listings on the home page (docs/home-page.md): showcase and diamond listings, fair among the
// advertisers who pay for them. Each rotation window draws one listing per advertiser and then orders
// the advertisers, both by a hash of the window: every advertiser has the same chance of a place
// whatever the number of listings it features, and each of its listings the same chance of being the one.

export const FEATURED_LISTINGS = 8;
/** As long as a cached home page lives: each render shows the next draw. */
export const FEATURED_ROTATION_MS = 5 * 60_000;

export const rotationWindow = (now: number): number => Math.floor(now / FEATURED_ROTATION_MS);

/** `types`: a property-type bit set the listings must share (0: any type); `window`: the draw, now's by default. */
export async function featuredListings(types = 0, window = rotationWindow(Date.now()), limit = FEATURED_LISTINGS): Promise<ListingPlacard[]> {
  const salt = `:${window}`;
  const typed = types ? sql` and (property_types & ${types}) <> 0` : sql``;
  const top = sql`select id, turn from (
      select distinct on (account_id) id, md5(account_id::text || ${salt}) as turn
      from listings
      where ${activeListing()} and (is_showcase or upgrade_level_id = ${UpgradeLevel.DIAMOND})${typed}
      order by account_id, md5(id::text || ${salt})
    ) drawn order by turn limit ${limit}`;
  return selectPlacards(top, sql`top.turn`);
}
