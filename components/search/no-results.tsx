import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import { defaultCriteria, type SearchCriteria } from '@/lib/search/criteria';
import { placardLinks } from '@/lib/search/placard-links';
import { searchListings } from '@/lib/search/search-listings';
import { placardCard } from './placard-card';
import { SearchPlacard } from './search-placard';
import { PlacardGrid } from './placard-grid';

/** Similar results: the same place with no other filter, else the whole country. */
function similarCriteria(c: SearchCriteria): SearchCriteria {
  return defaultCriteria({ stateId: c.stateId, stateName: c.stateName, stateAbbreviation: c.stateAbbreviation, propertyTypes: c.propertyTypes });
}

/** The no-results screen with similar listings so a visitor is never left at a dead end. */
export async function NoResults({ brand, criteria }: { brand: SiteBrand; criteria: SearchCriteria }) {
  const [t, tAll, similar] = await Promise.all([
    getTranslations('noResults'),
    getTranslations(),
    searchListings(similarCriteria(criteria), { now: new Date(), pageSize: 6 }),
  ]);
  return (
    <section data-testid="no-results" className="rounded-lg border border-line bg-surface p-6">
      <h2 className="text-xl font-semibold">{t('heading')}</h2>
      <p className="mt-1 text-muted">{t('hint')}</p>
      <PlacardGrid className="mt-6" aria-label={t('similar')}>
        {similar.listings.map((listing) => (
          <li key={listing.id}>
            <SearchPlacard card={placardCard(listing, placardLinks(brand, listing), tAll)} />
          </li>
        ))}
      </PlacardGrid>
    </section>
  );
}
