'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { LinkRow } from '@/lib/navigation';

export interface DisclosureMenuProps {
  label: string;
  links: readonly LinkRow[];
  columns?: number;
  /** Which edge of the button the open list lines up with (right for menus at the end of the bar). */
  align?: 'left' | 'right';
  /** Items after the links (`<li>`s), e.g. the account menu's Log out button. */
  children?: ReactNode;
}

/**
 * A header menu as a disclosure (button + list of links, not an ARIA menu: links keep their normal
 * Tab order). Escape closes and returns focus to the button; a click or focus outside closes it.
 * The links stay in the markup while closed, so crawlers and no-script visitors still find them.
 */
export function DisclosureMenu({ label, links, columns = 1, align = 'left', children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing past the last link (or to another menu) closes this one.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={root} className="relative" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-2 py-2 text-sm font-medium hover:bg-black/5"
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className={`menu-panel ${align === 'right' ? 'right-0' : 'left-0'}`}
        // Wide enough for the Search By State menu's three columns of names.
        style={{ columnCount: columns, minWidth: columns > 1 ? `${columns * 11}rem` : undefined }}
      >
        {links.map(([label, href]) => (
          <li key={href + label}>
            <a href={href}>{label}</a>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}
