// SPEC §3: listing sort ids.
export const ListingSort = {
  ACRES_DESC: 1,
  ACRES_ASC: 2,
  PRICE_DESC: 3,
  PRICE_ASC: 4,
  NEWEST: 6,
  PRICE_PER_ACRE_DESC: 18,
  PRICE_PER_ACRE_ASC: 19,
  RECENT: 25,
  DEFAULT: 26,
} as const;
export type ListingSortKey = keyof typeof ListingSort;
export type ListingSortId = (typeof ListingSort)[ListingSortKey];

/** URL segment ("sort-price-high") for each listing sort; DEFAULT has none. */
export const listingSortSlug: Record<ListingSortId, string | null> = {
  1: 'sort-acres-high',
  2: 'sort-acres-low',
  3: 'sort-price-high',
  4: 'sort-price-low',
  6: 'sort-newest',
  18: 'sort-ppa-high',
  19: 'sort-ppa-low',
  25: 'sort-updated',
  26: null,
};

// SPEC §3: directory sorts.
export const DirectorySort = {
  DEFAULT: 'default',
  NAME_AZ: 'sort-az',
  NAME_ZA: 'sort-za',
  LISTINGS_HIGH: 'sort-listings-high',
  PRICE_HIGH: 'sort-price-high',
  ACRES_HIGH: 'sort-acres-high',
} as const;
export type DirectorySortId = (typeof DirectorySort)[keyof typeof DirectorySort];
