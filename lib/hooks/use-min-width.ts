'use client';

import { useSyncExternalStore } from 'react';
import { breakpoints, type Breakpoint } from '@/lib/ui';

/** Whether the viewport is at least a SPEC §9 breakpoint wide; false on the server and the first render. */
export function useMinWidth(breakpoint: Breakpoint): boolean {
  const query = `(min-width: ${breakpoints[breakpoint]}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
