'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { MarketStatus, type MarketStatusId, marketStatusKey } from '@/lib/domain/market-status';
import { useLabels } from '@/lib/hooks/use-labels';
import { useViewedListings } from '@/lib/hooks/use-viewed-listings';
import { imageSizes } from '@/lib/images/sizes';
import { parseViewedIds, recordViewed, VIEWED_LISTINGS_KEY } from '@/lib/listings/viewed';

interface Props {
  listingId: number;
  heading: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const thumbnail = imageSizes.thumbnail;

/**
 * Recently viewed (SPEC §7): records this listing in the browser's storage (the last 12, one key) and
 * shows the others the visitor viewed as small cards. Per visitor, so it runs in the browser only; with
 * none, nothing shows.
 */
export function RecentlyViewed({ listingId, heading }: Props) {
  const labels = useLabels();
  const [others, setOthers] = useState<number[] | null>(null);

  useEffect(() => {
    const store = storage();
    const viewed = parseViewedIds(store?.getItem(VIEWED_LISTINGS_KEY) ?? null);
    try {
      store?.setItem(VIEWED_LISTINGS_KEY, JSON.stringify(recordViewed(viewed, listingId)));
    } catch {
      // Storage full or refused: the list just does not grow.
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only after mount
    setOthers(viewed.filter((id) => id !== listingId));
  }, [listingId]);

  const listings = useViewedListings(others);
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="border-t border-line py-8" data-testid="recently-viewed">
      <h2 id="recently-viewed-heading" className="text-xl font-semibold">{heading}</h2>
      <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2">
        {listings.map((listing) => {
          const status = marketStatusKey(listing.marketStatus) && listing.marketStatus !== MarketStatus.AVAILABLE ? labels.marketStatus(listing.marketStatus as MarketStatusId) : null;
          return (
            <li key={listing.id} className="w-60 shrink-0 snap-start">
              <Link href={listing.href} className="group flex gap-3 rounded-lg border border-line p-2 hover:bg-surface">
                {listing.imageSrc ? (
                  // eslint-disable-next-line @next/next/no-img-element -- sized by our own image service
                  <img src={listing.imageSrc} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" decoding="async"
                    className="h-[54px] w-[81px] shrink-0 rounded bg-surface object-cover" />
                ) : (
                  <span className="h-[54px] w-[81px] shrink-0 rounded bg-surface" aria-hidden="true" />
                )}
                <span className="min-w-0 text-sm">
                  <span className="block font-semibold">{listing.priceLabel}</span>
                  <span className="block text-muted">{listing.acresLabel}{status && ` · ${status}`}</span>
                  <span className="block truncate group-hover:underline">{listing.title}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
