import { getTranslations } from 'next-intl/server';
import { listSavedSearches } from '@/lib/accounts/saved-searches';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { AccountEmptyState } from './account-empty-state';
import { AccountPageFrame } from './account-page-frame';
import { SavedSearchList } from './saved-search-list';

/** SPEC §2.2 saved searches: the user's searches on this brand, newest first, changed in place. */
export async function SavedSearches({ brand, userId }: { brand: SiteBrand; userId: number }) {
  const [t, searches] = await Promise.all([getTranslations('accountPages.savedSearchesEmpty'), listSavedSearches(userId, brand)]);
  const empty = (
    <AccountEmptyState heading={t('heading')} body={t('body')} action={{ href: hrefFor(brand, searchRoute()), label: t('action') }} data-testid="no-saved-searches" />
  );
  return (
    <AccountPageFrame brand={brand} page="saved-searches">
      <SavedSearchList initial={searches} empty={empty} />
    </AccountPageFrame>
  );
}
