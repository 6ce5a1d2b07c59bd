import type { ReactNode } from 'react';
import { ListingPlacard } from '@/components/search/listing-placard';
import { placardPhotoLoad } from '@/components/search/placard-card';
import { PlacardGrid } from '@/components/search/placard-grid';
import type { SiteBrand } from '@/lib/brand';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import type { ExploreSection } from '@/lib/routing';
import { placardLinks } from '@/lib/search/placard-links';

interface Props {
  brand: SiteBrand;
  heading: string;
  intro: string;
  section?: ExploreSection;
  /** A section's picks, in their order. */
  listings?: readonly Placard[];
  searchAll?: { href: string; label: string };
  /** What a section with no picks says. */
  empty?: string;
  /** The main page's bands. */
  children?: ReactNode;
}

/** An explore page: a heading, its picks (or the main page's bands), and the search with all of them. */
export function ExplorePage({ brand, heading, intro, section, listings, searchAll, empty, children }: Props) {
  return (
    <div data-route-kind="explore" data-explore-section={section ?? 'main'}>
      <div className="border-b border-line bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-3xl font-bold md:text-4xl">{heading}</h1>
          <p className="mt-2 max-w-3xl text-lg text-muted">{intro}</p>
          {searchAll && <a href={searchAll.href} className="mt-4 inline-flex min-h-11 items-center rounded bg-primary px-4 font-semibold text-primary-text hover:opacity-90">{searchAll.label}</a>}
        </div>
      </div>
      {listings && (
        <div className="mx-auto max-w-7xl px-4 py-8">
          {listings.length === 0 ? (
            <p className="text-lg">{empty}</p>
          ) : (
            <PlacardGrid fullWidth data-testid="explore-listings">
              {listings.map((listing, i) => (
                <li key={listing.id}>
                  <ListingPlacard listing={listing} {...placardLinks(brand, listing)} load={placardPhotoLoad(i)} />
                </li>
              ))}
            </PlacardGrid>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
