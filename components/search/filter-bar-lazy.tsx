'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { FilterBar } from './filter-bar';
import { filterBarFrame } from './filter-bar-frame';


/**
 * The filters' code (react-hook-form, the fields) loads right after the page is interactive instead
 * of with it, keeping the search page's first-load script within budget (DESIGN §6). Until then a
 * frame of the same size holds its place: the phone's "Filters" button, the desktop bar's box.
 */
const LazyFilterBar = dynamic(() => import('./filter-bar').then((m) => m.FilterBar), {
  ssr: false,
  loading: () => (
    <div className={filterBarFrame} aria-hidden="true">
      <div className="h-10 w-28 rounded border border-line bg-white lm:hidden" />
      <div className="hidden h-[7.25rem] rounded-lg border border-line bg-white lm:block" />
    </div>
  ),
});

export function FilterBarLazy(props: ComponentProps<typeof FilterBar>) {
  return <LazyFilterBar {...props} />;
}
