'use client';

import { useId, useState } from 'react';
import type { NavLink } from '@/lib/navigation/links';

interface ShowMoreListProps {
  links: readonly NavLink[];
  collapsedCount: number;
  moreLabel: string;
  lessLabel: string;
}

/** SPEC §4: a list that toggles between its first `collapsedCount` items and all of them (More/Less). */
export function ShowMoreList({ links, collapsedCount, moreLabel, lessLabel }: ShowMoreListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const visible = expanded ? links : links.slice(0, collapsedCount);
  return (
    <>
      <ul id={listId} className="space-y-1.5">
        {visible.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href} className="hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {links.length > collapsedCount && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 font-semibold text-accent underline-offset-2 hover:underline"
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </>
  );
}
