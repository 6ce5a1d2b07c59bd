'use client';

import { MarketStatus, type MarketStatusId, marketStatusKey } from '@/lib/domain';
import { useLabels } from '@/lib/hooks/use-labels';
import { useViewedListings } from '@/lib/hooks/use-viewed-listings';
import { imageSizes } from '@/lib/images';
import { ResizedImage } from '@/components/ui/resized-image';

const thumbnail = imageSizes.thumbnail;

export interface RecentlyViewedListProps {
  /** Ids from the browser's storage, newest first, without the listing on screen. */
  ids: readonly number[];
  heading: string;
}

/**
 * The recently viewed cards: fetched from GET /api/Property/getviewedlistings/{ids} (SWR). A chunk of
 * its own, loaded only for a visitor who has viewed other listings; listings gone from the site drop out.
 */
export default function RecentlyViewedList({ ids, heading }: RecentlyViewedListProps) {
  const labels = useLabels();
  const listings = useViewedListings(ids);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="border-t border-line py-8" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="text-xl font-semibold">{heading}</h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        {listings.map((listing) => {
          const status = marketStatusKey(listing.marketStatus) && listing.marketStatus !== MarketStatus.AVAILABLE ? labels.marketStatus(listing.marketStatus as MarketStatusId) : null;
          return (
            <li key={listing.id} className="w-60 shrink-0 snap-start">
              <a href={listing.href} className="group flex gap-3 rounded-lg border border-line p-2 hover:bg-surface">
                {listing.imageSrc ? (
                  <ResizedImage src={listing.imageSrc} alt="" width={thumbnail.width} height={thumbnail.height}
                    className="h-[54px] w-[81px] shrink-0 rounded bg-surface object-cover" />
                ) : (
                  <span className="h-[54px] w-[81px] shrink-0 rounded bg-surface" aria-hidden="true" />
                )}
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold">{listing.priceLabel}</span>
                  <span className="block text-muted">{listing.acresLabel}{status && ` · ${status}`}</span>
                  <span className="block truncate group-hover:underline">{listing.title}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
