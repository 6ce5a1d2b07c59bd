import type { SearchCriteria } from './criteria';
import { keywordResults } from './keyword-results';
import { countListings, type ListingCount } from './listing-count';
import type { ListingPlacard } from '@/lib/listings/placard';
import { sortedPage, type CountedPage } from './sorted-page';
import type { WhereOptions } from './where';

export const SEARCH_PAGE_SIZE = 24;

export interface SearchResults extends ListingCount {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  listings: ListingPlacard[];
}

async function countBesidePage(criteria: SearchCriteria, options: WhereOptions, offset: number, pageSize: number): Promise<CountedPage> {
  const [count, listings] = await Promise.all([countListings(criteria, options, offset + pageSize), sortedPage(criteria, options, offset, pageSize)]);
  return { count, listings };
}

/**
 * One page of listings and the total count. The count and the page are asked side by side, except
 * for keyword searches, whose count is capped (`listing-count.ts`) and says where their page comes
 * from (`keyword-results.ts`).
 */
export async function searchListings(criteria: SearchCriteria, options: WhereOptions & { pageSize?: number }): Promise<SearchResults> {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = criteria.pageIndex * pageSize;
  const { count, listings } = await (criteria.keywordQuery ? keywordResults : countBesidePage)(criteria, options, offset, pageSize);
  return {
    ...count,
    pageIndex: criteria.pageIndex,
    pageSize,
    // A capped count knows at least one listing lies past `total`, so there is a page after it.
    pageCount: Math.ceil((count.total + (count.totalIsCapped ? 1 : 0)) / pageSize),
    listings,
  };
}
