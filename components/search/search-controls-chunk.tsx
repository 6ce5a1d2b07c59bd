'use client';

import type { ComponentProps } from 'react';
import { FilterBar } from './filter-bar';
import { LocationBoxBehaviour } from './location-box-behaviour';

export type SearchControlsProps = ComponentProps<typeof FilterBar> & {
  /** The page's plain location box, upgraded to the combobox when reached for; none on broker listings pages. */
  placeBoxId?: string;
};

/** The search page's after-hydration chunk (filter-bar-lazy.tsx): the filter bar, and the behaviour of the static location box. */
export default function SearchControlsChunk({ placeBoxId, ...filters }: SearchControlsProps) {
  return (
    <>
      {placeBoxId && <LocationBoxBehaviour boxId={placeBoxId} criteria={filters.criteria} urlContext={filters.urlContext} />}
      <FilterBar {...filters} />
    </>
  );
}
