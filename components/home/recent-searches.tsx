'use client';

import { useId, useMemo, useSyncExternalStore } from 'react';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function storedList(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled
  }
}

interface Props {
  heading: string;
  /** The local storage list: listing searches (default) or the broker directory's. */
  storageKey?: string;
  className?: string;
  testId?: string;
}

/** The visitor's recent searches from local storage, so a returning visitor picks up where they were. */
export function RecentSearches({ heading, storageKey = RECENT_SEARCHES_KEY, className = 'mx-auto max-w-6xl px-4 pt-8', testId = 'recent-searches' }: Props) {
  // Local storage is the source; the server (and the first render) has none.
  const raw = useSyncExternalStore(subscribe, () => storedList(storageKey), () => null);
  const list = useMemo(() => parseRecentSearches(raw), [raw]);
  const headingId = useId();
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className} data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">{heading}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {list.map((s) => (
          <li key={s.url}>
            <a href={s.url} className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-surface">{s.name}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
