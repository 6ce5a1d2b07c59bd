'use client';
import clsx from 'clsx';
import dynamic from 'next/dynamic';
import type { SearchMapProps } from './search-map';
import { SearchMapSkeleton } from './search-map-skeleton';

// The map's code (MapLibre, ~290 KB gzip plus its worker) loads only when this renders (DESIGN §6 budget), never on the server.
const SearchMap = dynamic(() => import('./search-map').then((m) => m.SearchMap), {
  ssr: false,
  loading: () => <SearchMapSkeleton />,
});

/** The search map, loaded on demand. The frame holds the height, so the skeleton and the map match (no layout shift). */
export function SearchMapLazy({ className, ...props }: SearchMapProps) {
  return (
    <div className={clsx('relative', className ?? 'h-[480px]')}>
      <SearchMap {...props} className="h-full w-full" />
    </div>
  );
}
