import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { ListingPlacard } from '@/components/search/listing-placard';
import type { SiteBrand } from '@/lib/brand';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import { placardLinks } from '@/lib/search/placard-links';
import { HomeSection } from './home-section';
import { swipeRowItem, swipeRowList } from './swipe-row';

interface Props {
  brand: SiteBrand;
  listings: readonly Placard[];
  heading: string;
  id: string;
  intro?: string;
  more?: { href: string; label: string };
  'data-testid'?: string;
}

/** A band of placards: featured listings on the home page, or an explore page's picks. Nothing when there are none. */
export function ListingsBand({ brand, listings, heading, id, intro, more, ...rest }: Props) {
  if (listings.length === 0) return null;
  return (
    <HomeSection id={id} heading={heading} intro={intro} more={more} data-testid={rest['data-testid']}>
      <ol className={clsx(swipeRowList, 'sm:grid-cols-2 lg:grid-cols-4')}>
        {listings.map((listing) => (
          <li key={listing.id} className={clsx(swipeRowItem, 'w-[85%]')}>
            <ListingPlacard listing={listing} {...placardLinks(brand, listing)} />
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

/** SPEC §2.1 featured listings: showcase and diamond listings, drawn fairly among advertisers (lib/listings/featured-listings.ts). */
export function FeaturedListings({ brand, listings }: { brand: SiteBrand; listings: readonly Placard[] }) {
  const t = useTranslations('home');
  return <ListingsBand brand={brand} listings={listings} id="featured-listings" heading={t('featuredHeading')} intro={t('featuredIntro')} data-testid="featured-listings" />;
}
