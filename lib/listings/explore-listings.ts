import { sql, type SQL } from 'drizzle-orm';
import { activeListing } from '@/lib/db/schema/listings';
import { SaleType } from '@/lib/domain';
import type { ExploreSection } from '@/lib/routing';
import type { ListingPlacard } from './placard';
import { selectPlacards } from './placard-query';

// The explore pages' picks (docs/home-page.md), each an index walk that stops after `limit` rows:
// the newest listings, the best-placed auctions, and the deepest recent price cuts.

export const EXPLORE_LISTINGS = 24;
/** A price cut counts as a deal for this long, as the search's price-change filter can ask (30 days). */
export const DEAL_LOOKBACK_DAYS = 30;

const picks: Record<ExploreSection, (limit: number) => { top: SQL; order: SQL }> = {
  listings: (limit) => ({
    top: sql`select id, date_listed from listings where ${activeListing()} order by date_listed desc, id desc limit ${limit}`,
    order: sql`top.date_listed desc, l.id desc`,
  }),
  auctions: (limit) => ({
    top: sql`select id, rank_score from listings where ${activeListing()} and sale_type = ${SaleType.AUCTION} order by rank_score desc, id limit ${limit}`,
    order: sql`top.rank_score desc, l.id`,
  }),
  deals: (limit) => ({
    // The cut as a share of the price before it: -0.25 is a quarter off.
    top: sql`select id, price_change_amount / nullif(price - price_change_amount, 0) as cut from listings
      where ${activeListing()} and price_change_amount < 0 and price > 0
        and price_changed_at > now() - make_interval(days => ${DEAL_LOOKBACK_DAYS})
      order by cut, id limit ${limit}`,
    order: sql`top.cut, l.id`,
  }),
};

export function exploreListings(section: ExploreSection, limit = EXPLORE_LISTINGS): Promise<ListingPlacard[]> {
  const { top, order } = picks[section](limit);
  return selectPlacards(top, order);
}
