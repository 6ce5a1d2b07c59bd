import { sql } from 'drizzle-orm';
import type { SearchCriteria } from './criteria';
import { countListings, type ListingCount } from './listing-count';
import { orderBy } from './order';
import type { ListingPlacard } from '@/lib/listings/placard';
import { selectPlacards } from '@/lib/listings/placard-query';
import { whereClause, type WhereOptions } from './where';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchResults extends ListingCount {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  listings: ListingPlacard[];
}

/**
 * One page of listings and the total count (capped for keyword searches, `listing-count.ts`). The
 * page's ids come from an index-ordered scan first and their rows are read after (DESIGN §3): the
 * wide rows of skipped listings are never touched.
 */
export async function searchListings(criteria: SearchCriteria, options: WhereOptions & { pageSize?: number }): Promise<SearchResults> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const where = whereClause(criteria, options);
  const offset = criteria.pageIndex * pageSize;
  const [count, listings] = await Promise.all([
    countListings(criteria, options, offset + pageSize),
    selectPlacards(
      sql`select id from listings where ${where} order by ${orderBy(criteria.sortOrderId)} limit ${pageSize} offset ${offset}`,
      orderBy(criteria.sortOrderId, 'l'),
    ),
  ]);
  return {
    ...count,
    pageIndex: criteria.pageIndex,
    pageSize,
    // A capped count knows at least one listing lies past `total`, so there is a page after it.
    pageCount: Math.ceil((count.total + (count.totalIsCapped ? 1 : 0)) / pageSize),
    listings,
  };
}
