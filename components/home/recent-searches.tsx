'use client';

import { useEffect, useState } from 'react';
import { parseRecentSearches, RECENT_SEARCHES_KEY, type RecentSearch } from '@/lib/search/recent-searches';

/** The visitor's recent searches from local storage, so a returning visitor picks up where they were. */
export function RecentSearches({ heading }: { heading: string }) {
  const [list, setList] = useState<RecentSearch[]>([]);
  useEffect(() => {
    try {
      setList(parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY)));
    } catch {
      setList([]);
    }
  }, []);
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
