import { useTranslations } from 'next-intl';
import { PlacardGrid } from '@/components/search/placard-grid';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { NearbyListings as Nearby } from '@/lib/not-found/listings-near-missing';
import { placardLinks } from '@/lib/search/placard-links';
import { NearbyListingCard } from './nearby-listing-card';

interface Props {
  brand: SiteBrand;
  nearby: Nearby;
}

/** "Similar listings" under the 404 of a listing that is not there: active listings of its place, and its search. */
export function NearbyListings({ brand, nearby }: Props) {
  const t = useTranslations('notFoundHelp');
  return (
    <section aria-labelledby="nearby-listings-heading" className="mx-auto max-w-6xl px-4 pb-16" data-testid="nearby-listings">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-t border-line pt-8">
        <h2 id="nearby-listings-heading" className="text-2xl font-bold text-ink">{t('nearbyHeading', { place: nearby.label })}</h2>
        <a href={hrefFor(brand, nearby.route)} className="font-semibold text-primary underline-offset-2 hover:underline">
          {t('seeAll', { place: nearby.label })}
        </a>
      </div>
      <p className="mt-1 text-muted">{t('nearbyIntro')}</p>
      <PlacardGrid fullWidth className="mt-6">
        {nearby.listings.map((listing) => (
          <li key={listing.id}>
            <NearbyListingCard listing={listing} href={placardLinks(brand, listing).href} />
          </li>
        ))}
      </PlacardGrid>
    </section>
  );
}
