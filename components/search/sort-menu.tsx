'use client';

import { RouterLink } from '@/components/ui/router-link';
import { useRef, type KeyboardEvent } from 'react';

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
 * navigation. The list lines up with the button's right edge (the button ends its row at every width),
 * so it stays inside the viewport; Escape closes it and returns focus to the button.
 */
export function SortMenu({ summary, current, options }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };
  return (
    <details ref={details} className="relative" data-testid="sort-menu" onKeyDown={onKeyDown}>
      <summary className="cursor-pointer list-none rounded border border-line bg-white px-3 py-1.5 text-sm">{summary}</summary>
      {/* The options' styles on the list, written once rather than on each of nine links. */}
      <ul className="absolute right-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded border border-line bg-white py-1 shadow-lg [&_a]:block [&_a]:px-3 [&_a]:py-1.5 [&_a]:text-sm [&_a:hover]:bg-surface [&_a[aria-current=true]]:font-semibold">
        {options.map((option) => (
          <li key={option.id}>
            <RouterLink href={option.href} scroll={false} onClick={() => details.current?.removeAttribute('open')}
              aria-current={option.id === current ? 'true' : undefined}>
              {option.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
