import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { ListingPlacard } from '@/lib/listings/placard';
import { selectPlacards } from '@/lib/listings/placard-query';
import { ListingSort } from '@/lib/domain';
import type { SearchCriteria } from './criteria';
import { beyondLimit, cappedCount, KEYWORD_COUNT_CAP, keywordCountLimit } from './listing-count';
import { orderBy, sortColumn } from './order';
import { sortedPage, type CountedPage } from './sorted-page';
import { keywordCondition, whereClause, type WhereOptions } from './where';

// A keyword search's count and page (docs/search.md "Keyword pages"). The capped count reads every
// match up to its limit from the words-and-state index, a table page each. When that is all the
// matches there are, the page is sorted from them and its placards read by id: a word rare in a big
// state never walks the sort's index reading each listing's words until 24 match (hundreds or
// thousands of rows). Beside the count, a search in the default order reads the first stretch of
// that order (`WALK_ROWS_PER_RESULT` rows per listing the page reaches): a common word has its page
// there, as soon as the count. Only a word common enough to pass the count's limit and too rare for
// the stretch walks the whole order, after the count.

/** Rows of the default order read beside the count, per listing up to the page's end: a word in one listing of 12 or more finds its first page there. */
const WALK_ROWS_PER_RESULT = 12;
/** The most rows the stretch reads (about what the capped count reads), so that a deep page costs no more beside the count. */
const MAX_STRETCH_ROWS = 1_000;

type MatchesRow = {
  n: number;
  /** The page's ids in the sort's order; null when the count stopped at its limit. */
  ids: number[] | null;
};

/** The count, and the page's ids in order when the count found every match. */
async function countMatches(criteria: SearchCriteria, options: WhereOptions, limit: number, offset: number, pageSize: number) {
  const where = whereClause(criteria, { ...options, keywordStateIndex: true });
  const result = await db().execute<MatchesRow>(sql`with matches as materialized (
      select id, ${sortColumn(criteria.sortOrderId)} from listings where ${where} limit ${beyondLimit(limit)}
    ), counted as (select count(*)::int as n from matches)
    select n, case when n <= ${limit} then array(select id from matches order by ${orderBy(criteria.sortOrderId)} limit ${pageSize} offset ${offset}) end as ids
    from counted`);
  const row = result.rows[0] ?? { n: 0, ids: [] };
  return { count: cappedCount(Number(row.n), limit), ids: row.ids ?? [] };
}

/**
 * The page from the first `rows` listings of the default order that match without the keyword: null
 * when fewer than the page's end match the keyword there.
 */
async function pageFromStretch(criteria: SearchCriteria, options: WhereOptions, rows: number, offset: number, pageSize: number): Promise<ListingPlacard[] | null> {
  const keyword = criteria.keywordQuery ?? '';
  const besides = whereClause({ ...criteria, keywordQuery: undefined }, options);
  const order = orderBy(criteria.sortOrderId);
  const result = await db().execute<{ id: number }>(sql`select id from (
      select id, ${sortColumn(criteria.sortOrderId)}, search_text from listings where ${besides} order by ${order} limit ${sql.raw(String(Math.trunc(rows)))}
    ) stretch where ${keywordCondition(keyword)} order by ${order} limit ${pageSize} offset ${offset}`);
  if (result.rows.length < pageSize) return null;
  return placardsInOrder(result.rows.map((r) => r.id));
}

function placardsInOrder(ids: number[]): Promise<ListingPlacard[]> {
  return selectPlacards(sql`select id, ord from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as page(id, ord)`, sql`top.ord`);
}

/** The count's cap and the stretch's length: parameters for tests, which take each way to a page; callers keep the defaults. */
export interface KeywordTuning {
  cap?: number;
  walkRowsPerResult?: number;
  maxStretchRows?: number;
}

export async function keywordResults(
  criteria: SearchCriteria,
  options: WhereOptions,
  offset: number,
  pageSize: number,
  { cap = KEYWORD_COUNT_CAP, walkRowsPerResult = WALK_ROWS_PER_RESULT, maxStretchRows = MAX_STRETCH_ROWS }: KeywordTuning = {},
): Promise<CountedPage> {
  const limit = keywordCountLimit(offset + pageSize, cap);
  const rows = Math.min(walkRowsPerResult * (offset + pageSize), maxStretchRows);
  const stretch = criteria.sortOrderId === ListingSort.DEFAULT && rows >= offset + pageSize ? pageFromStretch(criteria, options, rows, offset, pageSize) : null;
  const [{ count, ids }, early] = await Promise.all([countMatches(criteria, options, limit, offset, pageSize), stretch]);
  if (early) return { count, listings: early };
  if (!count.totalIsCapped) return { count, listings: ids.length === 0 ? [] : await placardsInOrder(ids) };
  return { count, listings: await sortedPage(criteria, options, offset, pageSize) };
}
