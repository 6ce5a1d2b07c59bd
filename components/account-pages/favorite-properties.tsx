import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingPlacard } from '@/components/search/listing-placard';
import { placardPhotoLoad } from '@/components/search/placard-card';
import { Pagination } from '@/components/search/pagination';
import { PlacardGrid } from '@/components/search/placard-grid';
import { favoritesCriteria, favoritesPageHref } from '@/lib/accounts/favorites-page';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { placardLinks } from '@/lib/search/placard-links';
import { searchListings } from '@/lib/search/search-listings';
import { AccountEmptyState } from './account-empty-state';
import { AccountPageFrame } from './account-page-frame';

interface Props {
  brand: SiteBrand;
  userId: number;
  pageIndex: number;
}

/** SPEC §2.2 favourite properties "shown in the search screen with paging": the search's placards and pages. */
export async function FavoriteProperties({ brand, userId, pageIndex }: Props) {
  const [t, ts, results] = await Promise.all([
    getTranslations('accountPages.favorites'),
    getTranslations('search.pagination'),
    searchListings(favoritesCriteria(pageIndex), { now: new Date(), userId }),
  ]);
  if (pageIndex > 0 && pageIndex >= results.pageCount) redirect(favoritesPageHref(brand, Math.max(0, results.pageCount - 1)));
  const count = results.total > 0 ? <p className="text-muted" data-testid="favorite-count">{t('count', { count: results.total })}</p> : null;
  return (
    <AccountPageFrame brand={brand} page="saved-properties" wide aside={count}>
      {results.listings.length === 0 ? (
        <AccountEmptyState heading={t('emptyHeading')} body={t('emptyBody')} action={{ href: hrefFor(brand, searchRoute()), label: t('emptyAction') }} data-testid="no-favorites" />
      ) : (
        <PlacardGrid fullWidth data-testid="results">
          {results.listings.map((listing, i) => (
            <li key={listing.id}>
              <ListingPlacard listing={listing} load={placardPhotoLoad(i)} {...placardLinks(brand, listing)} />
            </li>
          ))}
        </PlacardGrid>
      )}
      <Pagination pageIndex={pageIndex} pageCount={results.pageCount} hrefForPage={(p) => favoritesPageHref(brand, p)}
        labels={{ nav: ts('label'), previous: ts('previous'), next: ts('next') }} />
    </AccountPageFrame>
  );
}
