'use client';
import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { SearchMapSkeleton } from '@/components/search/search-map-skeleton';
import type { ListingMapProps } from './listing-map';

// MapLibre (~290 KB gzip, plus its worker) loads only when a listing map is shown: the inline section
// once it nears the view, or a map mode of the full-screen carousel (DESIGN §6 first-load budget).
const ListingMap = dynamic(() => import('./listing-map').then((m) => m.ListingMap), {
  ssr: false,
  loading: () => <SearchMapSkeleton />,
});

/** The listing map, loaded on demand; the frame holds its size, so the skeleton and the map match. */
export function ListingMapLazy({ className, ...props }: ListingMapProps) {
  return (
    <div className={clsx('relative', className ?? 'h-[360px]')}>
      <ListingMap {...props} className="h-full w-full" />
    </div>
  );
}
