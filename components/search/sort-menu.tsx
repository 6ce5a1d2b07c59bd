'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';

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
 * so it stays inside the viewport; Escape closes it and returns focus to the button, as does a click
 * outside.
 */
export function SortMenu({ summary, current, options }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const close = (focusButton: boolean) => {
      details.current?.removeAttribute('open');
      if (focusButton) details.current?.querySelector('summary')?.focus();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true);
    const onPointer = (event: PointerEvent) => event.target instanceof Node && !details.current?.contains(event.target) && close(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <details ref={details} className="relative" data-testid="sort-menu" data-listening={open || undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer list-none rounded border border-line bg-white px-3 py-1.5 text-sm">{summary}</summary>
      <ul className="absolute right-0 z-20 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded border border-line bg-white py-1 shadow-lg">
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
