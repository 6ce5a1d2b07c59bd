import { useTranslations } from 'next-intl';
import { ListingPlacard } from '@/components/search/listing-placard';
import { PlacardGrid } from '@/components/search/placard-grid';
import type { SiteBrand } from '@/lib/brand';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import { placardLinks } from '@/lib/search/placard-links';
import { ListingSection } from './listing-section';

interface Props {
  brand: SiteBrand;
  listings: readonly Placard[];
}

/** Similar active listings (same county first, then the state) as the search's placards; nothing when there are none. */
export function SimilarListings({ brand, listings }: Props) {
  const t = useTranslations('listing.similar');
  if (listings.length === 0) return null;
  return (
    <ListingSection id="similar" heading={t('heading')} data-testid="similar-listings">
      <PlacardGrid fullWidth>
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingPlacard listing={listing} {...placardLinks(brand, listing)} />
          </li>
        ))}
      </PlacardGrid>
    </ListingSection>
  );
}
