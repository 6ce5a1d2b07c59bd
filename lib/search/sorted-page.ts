import { sql } from 'drizzle-orm';
import type { ListingPlacard } from '@/lib/listings/placard';
import { selectPlacards } from '@/lib/listings/placard-query';
import type { SearchCriteria } from './criteria';
import type { ListingCount } from './listing-count';
import { orderBy } from './order';
import { whereClause, type WhereOptions } from './where';

/** A page of results and the count of all of them. */
export interface CountedPage {
  count: ListingCount;
  listings: ListingPlacard[];
}

/**
 * A page of the criteria's matches in their sort's order: the ids from an index-ordered scan first and
 * their rows read after (DESIGN §3), so the wide rows of skipped listings are never touched.
 */
export function sortedPage(criteria: SearchCriteria, options: WhereOptions, offset: number, pageSize: number): Promise<ListingPlacard[]> {
  return selectPlacards(
    sql`select id from listings where ${whereClause(criteria, options)} order by ${orderBy(criteria.sortOrderId)} limit ${pageSize} offset ${offset}`,
    orderBy(criteria.sortOrderId, 'l'),
  );
}
