'use client';

import dynamic from 'next/dynamic';
import type { SearchControlsProps } from './search-controls-chunk';
import { filterBarFrame } from './filter-bar-frame';


/**
 * The filters' code (react-hook-form, the fields) and the location box's behaviour load right after
 * the page is interactive instead of with it, keeping the search page's first-load script within
 * budget (DESIGN §6). Until then a frame of the same size holds the filters' place: the phone's
 * "Filters" button, the desktop bar's box; the location box is already there as a plain form.
 */
const LazySearchControls = dynamic(() => import('./search-controls-chunk'), {
  ssr: false,
  loading: () => (
    <div className={filterBarFrame} aria-hidden="true">
      <div className="h-10 w-28 rounded border border-line bg-white lm:hidden" />
      <div className="hidden h-[7.25rem] rounded-lg border border-line bg-white lm:block" />
    </div>
  ),
});

export function FilterBarLazy(props: SearchControlsProps) {
  return <LazySearchControls {...props} />;
}
