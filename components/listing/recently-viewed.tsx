'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { parseViewedIds, recordViewed, VIEWED_LISTINGS_KEY } from '@/lib/listings/viewed';

// The cards (and SWR, which fetches them) are a chunk of their own, never in the page's first load.
const RecentlyViewedList = lazy(() => import('./recently-viewed-list'));

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

/**
 * Recently viewed (SPEC §7): records this listing in the browser's storage (the last 12, one key) and
 * shows the others the visitor viewed as small cards. Per visitor, so it runs in the browser only; with
 * none, nothing shows.
 */
export function RecentlyViewed({ listingId, heading }: Props) {
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

  if (!others || others.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedList ids={others} heading={heading} />
    </Suspense>
  );
}
