import type { SiteBrand } from '@/lib/brand';
import type { FavoriteChanges } from './favorite-changes';
import type { NewListings } from './new-listings';

/** One saved search's part of a mail. */
export interface SearchAlert {
  id: number;
  name: string;
  /** The search's path and query on its brand. */
  path: string;
  found: NewListings;
}

/** Everything one mail to one user on one brand says: only searches with new listings, and the favourites' changes if any. */
export interface BrandAlert {
  brand: SiteBrand;
  searches: SearchAlert[];
  favorites: FavoriteChanges | null;
}

export interface AlertRecipient {
  userId: number;
  email: string;
  name: string;
}

export const newListingCount = (alert: BrandAlert) => alert.searches.reduce((sum, s) => sum + s.found.total, 0);
export const favoriteChangeCount = (alert: BrandAlert) => alert.favorites?.total ?? 0;
export const hasNews = (alert: BrandAlert) => newListingCount(alert) + favoriteChangeCount(alert) > 0;
