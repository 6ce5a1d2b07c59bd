import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { SearchCriteria } from './criteria';
import { orderBy } from './order';
import { placardFromRow, placardColumns, type PlacardRow, type ListingPlacard } from './placard';
import { whereClause, type WhereOptions } from './where';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchResults {
  total: number;
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  listings: ListingPlacard[];
}

/**
 * One page of listings and the total count. The page's ids come from an index-ordered scan first and
 * their rows are read after (DESIGN §3): the wide rows of skipped listings are never touched.
 */
export async function searchListings(criteria: SearchCriteria, options: WhereOptions & { pageSize?: number }): Promise<SearchResults> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const where = whereClause(criteria, options);
  const offset = criteria.pageIndex * pageSize;
  const [counted, rows] = await Promise.all([
    db().execute<{ n: number }>(sql`select count(*)::int as n from listings where ${where}`),
    db().execute<PlacardRow>(sql`with top as (
        select id from listings where ${where} order by ${orderBy(criteria.sortOrderId)} limit ${pageSize} offset ${offset}
      )
      select ${placardColumns} from top join listings l using (id)
      left join accounts a on a.id = l.account_id
      left join counties co on co.id = l.county_id
      left join cities ci on ci.id = l.city_id
      order by ${orderBy(criteria.sortOrderId, 'l')}`),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  return {
    total,
    pageIndex: criteria.pageIndex,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    listings: rows.rows.map(placardFromRow),
  };
}
