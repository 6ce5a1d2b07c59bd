'use client';

import { useId, useState } from 'react';
import type { LinkRow } from '@/lib/navigation';

export interface ShowMoreListProps {
  links: readonly LinkRow[];
  /** How many links show while collapsed (brand file `collapsedCount`: 10 states, 5 types). */
  collapsedCount: number;
  moreLabel: string;
  lessLabel: string;
  /** Read after More/Less by screen readers, so two toggles on a page are told apart. */
  listName?: string;
}

/** SPEC §4 show more/less: the first `collapsedCount` links, or all of them, toggled by More/Less. */
export function ShowMoreList({ links, collapsedCount, moreLabel, lessLabel, listName }: ShowMoreListProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const visible = expanded ? links : links.slice(0, collapsedCount);
  return (
    <>
      <ul id={listId} className="space-y-1.5">
        {visible.map(([label, href]) => (
          <li key={href + label}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
      {links.length > collapsedCount && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 rounded font-semibold underline underline-offset-2"
        >
          {expanded ? lessLabel : moreLabel}
          {listName && <span className="sr-only">{` ${listName}`}</span>}
        </button>
      )}
    </>
  );
}
