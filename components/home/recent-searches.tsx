'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseRecentSearches, RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function storedList(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null; // storage disabled
  }
}

/** The visitor's recent searches from local storage, so a returning visitor picks up where they were. */
export function RecentSearches({ heading }: { heading: string }) {
  // Local storage is the source; the server (and the first render) has none.
  const raw = useSyncExternalStore(subscribe, storedList, () => null);
  const list = useMemo(() => parseRecentSearches(raw), [raw]);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches-heading" className="mx-auto max-w-6xl px-4 pt-8" data-testid="recent-searches">
      <h2 id="recent-searches-heading" className="text-lg font-semibold">{heading}</h2>
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
