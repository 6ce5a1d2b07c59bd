import { sql, type SQL } from 'drizzle-orm';
import { ListingSort, type ListingSortId } from '@/lib/domain';

// SPEC §3 listing sort ids. Every order ends with the id so pages never overlap. DEFAULT ranks
// paid upgrades first (diamond, platinum, gold, then tier), newest first within a rank: the
// precomputed rank_score, which the partial rank indexes hold in this exact order.
const orders: Record<ListingSortId, string> = {
  [ListingSort.ACRES_DESC]: 'acres desc, id',
  [ListingSort.ACRES_ASC]: 'acres asc, id',
  // asking_price is null for an auction or "Contact for Price": those come after every priced listing.
  [ListingSort.PRICE_DESC]: 'asking_price desc nulls last, id',
  [ListingSort.PRICE_ASC]: 'asking_price asc nulls last, id',
  [ListingSort.NEWEST]: 'date_listed desc, id',
  [ListingSort.PRICE_PER_ACRE_DESC]: 'price_per_acre desc nulls last, id',
  [ListingSort.PRICE_PER_ACRE_ASC]: 'price_per_acre asc nulls last, id',
  [ListingSort.RECENT]: 'updated_at desc, id',
  [ListingSort.DEFAULT]: 'rank_score desc nulls last, id',
};

/** ORDER BY list over unqualified listing columns, or qualified with `alias.` when given. */
export function orderBy(sort: ListingSortId, alias?: string): SQL {
  const text = orders[sort];
  return sql.raw(alias ? text.replace(/(^|, )([a-z_]+)/g, `$1${alias}.$2`) : text);
}

/** The column a sort orders by before the id, unqualified. */
export function sortColumn(sort: ListingSortId): SQL {
  return sql.raw(orders[sort].split(' ')[0] ?? 'id');
}
