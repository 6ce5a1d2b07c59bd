import { ListingSort, type ListingSortId } from '@/lib/domain/sort-order';

/**
 * Every listing sort as an ORDER BY written from the columns themselves, for queries that check the
 * search's order independently of lib/search/order.ts: [name, sort id, order].
 */
export const independentOrders: [string, ListingSortId, string][] = [
  ['the default rank', ListingSort.DEFAULT, 'rank_score desc nulls last, id'],
  ['newest by listing date', ListingSort.NEWEST, 'date_listed desc, id'],
  ['recently updated', ListingSort.RECENT, 'updated_at desc, id'],
  ['price, low to high, listings without a price last', ListingSort.PRICE_ASC, 'case when price > 2 then price end asc nulls last, id'],
  ['price, high to low, listings without a price last', ListingSort.PRICE_DESC, 'case when price > 2 then price end desc nulls last, id'],
  ['price per acre, high to low', ListingSort.PRICE_PER_ACRE_DESC, 'price_per_acre desc nulls last, id'],
  ['price per acre, low to high', ListingSort.PRICE_PER_ACRE_ASC, 'price_per_acre asc nulls last, id'],
  ['acres, most first', ListingSort.ACRES_DESC, 'acres desc, id'],
  ['acres, fewest first', ListingSort.ACRES_ASC, 'acres asc, id'],
];
