'use client';

import { useRef, type ReactNode } from 'react';
import { useCurrentInView } from '@/lib/hooks/use-current-in-view';

interface TabRowProps {
  label: string;
  className?: string;
  testId?: string;
  /** Which tab is current: the row scrolls again when a client navigation changes it. */
  current: string;
  /** The tabs: links, the current one marked `aria-current="page"`. */
  children: ReactNode;
}

/**
 * A navigation row of tabs that scrolls sideways where it is wider than the screen, arriving with the
 * current tab in view (useCurrentInView).
 */
export function TabRow({ label, className, testId, current, children }: TabRowProps) {
  const row = useRef<HTMLElement>(null);
  useCurrentInView(row, current);
  return (
    <nav ref={row} aria-label={label} className={className} data-testid={testId}>
      {children}
    </nav>
  );
}
