'use client';

import Link from 'next/link';
import { useRef } from 'react';

export interface SortOption {
  id: number | string;
  label: string;
  href: string;
}

interface Props {
  /** The summary's text, e.g. "Sort: Recommended". */
  summary: string;
  current: number | string;
  options: readonly SortOption[];
}

/**
 * The sort orders as links (every order has its own URL and works without scripts), opened by client
 * navigation. The list stays inside the viewport: under the button on phones, right-aligned from `sm` up.
 */
export function SortMenu({ summary, current, options }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className="relative" data-testid="sort-menu">
      <summary className="cursor-pointer list-none rounded border border-line bg-white px-3 py-1.5 text-sm">{summary}</summary>
      <ul className="absolute left-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded border border-line bg-white py-1 shadow-lg sm:left-auto sm:right-0">
        {options.map((option) => (
          <li key={option.id}>
            <Link href={option.href} scroll={false} onClick={() => details.current?.removeAttribute('open')}
              aria-current={option.id === current ? 'true' : undefined}
              className="block px-3 py-1.5 text-sm hover:bg-surface aria-[current=true]:font-semibold">
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
