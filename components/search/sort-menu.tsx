import { ListingSort, type ListingSortId } from '@/lib/domain/sort-order';

const labels: Record<ListingSortId, string> = {
  [ListingSort.DEFAULT]: 'Recommended',
  [ListingSort.NEWEST]: 'Newest',
  [ListingSort.RECENT]: 'Recently updated',
  [ListingSort.PRICE_ASC]: 'Price (low to high)',
  [ListingSort.PRICE_DESC]: 'Price (high to low)',
  [ListingSort.ACRES_ASC]: 'Acres (low to high)',
  [ListingSort.ACRES_DESC]: 'Acres (high to low)',
  [ListingSort.PRICE_PER_ACRE_ASC]: 'Price per acre (low to high)',
  [ListingSort.PRICE_PER_ACRE_DESC]: 'Price per acre (high to low)',
};

interface Props {
  current: ListingSortId;
  hrefForSort: (sort: ListingSortId) => string;
}

/** The sort orders as links: works without JavaScript and every order has its own URL. */
export function SortMenu({ current, hrefForSort }: Props) {
  return (
    <details className="relative" data-testid="sort-menu">
      <summary className="cursor-pointer rounded border border-line px-3 py-1.5 text-sm">Sort: {labels[current]}</summary>
      <ul className="absolute right-0 z-20 mt-1 w-64 rounded border border-line bg-white py-1 shadow-lg">
        {(Object.keys(labels).map(Number) as ListingSortId[]).map((sort) => (
          <li key={sort}>
            <a href={hrefForSort(sort)} aria-current={sort === current ? 'true' : undefined} className="block px-3 py-1.5 text-sm hover:bg-surface">
              {labels[sort]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
