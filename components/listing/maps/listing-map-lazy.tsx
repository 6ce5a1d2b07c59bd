'use client';
import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { SearchMapSkeleton } from '@/components/search/search-map-skeleton';
import type { ListingMapProps } from './listing-map';

// MapLibre (~290 KB gzip, plus its worker) loads only when a listing map is shown: the inline section
// once it nears the view, or a map mode of the full-screen carousel (DESIGN §6 first-load budget).
// React.lazy rather than next/dynamic: both are rendered only in the browser, after mount, and
// next/dynamic's own runtime would otherwise join the listing page's first load.
const ListingMap = lazy(() => import('./listing-map').then((m) => ({ default: m.ListingMap })));

/** The listing map, loaded on demand; the frame holds its size, so the skeleton and the map match. */
export function ListingMapLazy({ className, ...props }: ListingMapProps) {
  return (
    <div className={clsx('relative', className ?? 'h-[360px]')}>
      <Suspense fallback={<SearchMapSkeleton />}>
        <ListingMap {...props} className="h-full w-full" />
      </Suspense>
    </div>
  );
}
