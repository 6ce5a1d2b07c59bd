'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { rememberZip, type KnownZip } from '@/lib/near-me';
import type { SearchCriteria } from '@/lib/search/criteria';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches';
import { SAVED_SEARCH_POPOVER_ARMING_MS, SAVED_SEARCH_POPOVER_KEY, shouldShowSavedSearchPopover } from '@/lib/search/saved-search-popover';

interface Props {
  siteId: number;
  /** The brand shows the saved-search popover on phones too (brand file: savedSearchPopoverOnPhones). */
  popoverOnPhones: boolean;
  criteria: SearchCriteria;
  name: string;
  /** The page is a search the server reads back from its URL: it can be saved (the popover offers to) and is reported as a popular search. */
  savable: boolean;
  /** A zip search: the zip and its plain search, which "Land for Sale Near Me" then opens (lib/near-me). */
  knownZip?: KnownZip;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What a search leaves behind in the browser: a recent-search entry, a popular-search report
 * (SPEC §7 logPopularSearch), and, at most every 30 days, the saved-search popover.
 */
export function SearchMemory({ siteId, popoverOnPhones, criteria, name, savable, knownZip }: Props) {
  const t = useTranslations('search.savedSearch');
  const [popover, setPopover] = useState(false);
  // Taps pass through the popover until it has been on screen for a moment (SAVED_SEARCH_POPOVER_ARMING_MS).
  const [armed, setArmed] = useState(false);
  const openSaveSearch = useUiStore((s) => s.setSaveSearchExpanded);

  useEffect(() => {
    const url = window.location.pathname + window.location.search;
    if (knownZip) rememberZip(knownZip);
    const store = storage();
    if (store) {
      const list = addRecentSearch(parseRecentSearches(store.getItem(RECENT_SEARCHES_KEY)), { name, url });
      store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
      const show = shouldShowSavedSearchPopover({ lastShown: store.getItem(SAVED_SEARCH_POPOVER_KEY), now: new Date(), onPhones: popoverOnPhones, viewportWidth: window.innerWidth });
      if (show && savable) {
        store.setItem(SAVED_SEARCH_POPOVER_KEY, new Date().toISOString());
        // eslint-disable-next-line react-hooks/set-state-in-effect -- decided from local storage, which exists only after mount
        setPopover(true);
      }
    }
    // Only searches a visitor asked for are popular searches: map pans are not. The URL is the search,
    // so a page whose URL the server reads as no search (a broker's listings, a property link) is not reported.
    if (savable && !criteria.mapBounds) void fetch(`/api/Popular/logPopularSearch/${siteId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }), keepalive: true }).catch(() => {});
  }, [siteId, popoverOnPhones, criteria, name, savable, knownZip]);

  useEffect(() => {
    if (!popover) return;
    const timer = window.setTimeout(() => setArmed(true), SAVED_SEARCH_POPOVER_ARMING_MS);
    return () => window.clearTimeout(timer);
  }, [popover]);

  if (!popover) return null;
  return (
    <div
      role="dialog"
      aria-labelledby="saved-search-title"
      className="fixed bottom-4 right-4 z-40 max-w-sm rounded-lg border border-line bg-white p-4 shadow-xl"
      // Inline rather than a utility class: it is this component's behaviour, which holds without the stylesheet.
      style={armed ? undefined : { pointerEvents: 'none' }}
      data-armed={armed}
      data-testid="saved-search-popover"
    >
      <p id="saved-search-title" className="font-semibold">{t('title')}</p>
      <p className="mt-1 text-sm text-muted">{t('body', { name })}</p>
      <div className="mt-3 flex gap-2">
        {/* The save-search panel (save-search-button.tsx) asks for a login first when there is none. */}
        <button type="button" onClick={() => { setPopover(false); openSaveSearch(true); }} className="rounded bg-accent px-3 py-1.5 text-sm font-semibold text-accent-text">{t('save')}</button>
        <button type="button" onClick={() => setPopover(false)} className="rounded border border-line px-3 py-1.5 text-sm">{t('dismiss')}</button>
      </div>
    </div>
  );
}
