'use client';

import { useEffect, useState } from 'react';
import { countUrl, readCount, type ResultCount } from '@/lib/search/count-url';

/** Counts already asked for in this tab, by search URL, for as long as the pages are fresh (5 minutes); a failed one is asked again next time. */
const asked = new Map<string, { at: number; count: Promise<ResultCount | null> }>();
const ASKED_MAX = 100;
const ASKED_TTL_MS = 300_000;

function fetchCount(href: string): Promise<ResultCount | null> {
  const now = Date.now();
  const kept = asked.get(href);
  if (kept && now - kept.at <= ASKED_TTL_MS) return kept.count;
  if (asked.size >= ASKED_MAX) asked.clear();
  const count = fetch(countUrl(href))
    .then(async (response) => (response.ok ? readCount(await response.json()) : null))
    .catch(() => null);
  asked.set(href, { at: now, count });
  void count.then((value) => {
    if (value === null && asked.get(href)?.count === count) asked.delete(href);
  });
  return count;
}

export interface LiveCount {
  /** The latest count known: of `href`, or while its count is on the way, of the search before it. */
  count: ResultCount | null;
  /** `count` is the answer for `href` (null when it could not be had, or there is nothing to count). */
  current: boolean;
}

/**
 * How many listings the search at `href` finds (GET /api/search/count), for a button that says so
 * before it is pressed. The page's own search is answered from `page` without asking; null `href`
 * (nothing to count, or a value that does not read) gives no count.
 */
export function useResultCount(href: string | null, page: { href: string; count: ResultCount }): LiveCount {
  const [fetched, setFetched] = useState<{ href: string; count: ResultCount | null } | null>(null);
  const own = href === page.href;

  useEffect(() => {
    if (href === null || own) return;
    let wanted = true;
    void fetchCount(href).then((count) => {
      if (wanted) setFetched({ href, count });
    });
    return () => {
      wanted = false;
    };
  }, [href, own]);

  if (href === null) return { count: null, current: true };
  if (own) return { count: page.count, current: true };
  // An answer that did not come is no count, rather than an old one that looks current.
  if (fetched?.href === href) return { count: fetched.count, current: true };
  return { count: fetched?.count ?? page.count, current: false };
}
