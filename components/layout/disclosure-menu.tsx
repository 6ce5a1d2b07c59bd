'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { NavLink } from '@/lib/navigation/links';

/** A header menu: a button that shows a list of links; Escape or a click outside closes it. */
export function DisclosureMenu({ label, links, columns = 1 }: { label: string; links: readonly NavLink[]; columns?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-2 py-2 font-medium hover:bg-black/5"
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 z-30 mt-1 max-h-[70vh] min-w-56 overflow-auto rounded-md border border-line bg-white p-2 text-ink shadow-lg"
        style={{ columnCount: columns }}
      >
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href} className="block rounded px-2 py-1.5 hover:bg-surface">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
