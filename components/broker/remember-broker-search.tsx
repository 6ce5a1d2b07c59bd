'use client';

import { useEffect } from 'react';
import { RECENT_BROKER_SEARCHES_KEY, storeRecentSearch } from '@/lib/search/recent-searches';

/** Keeps this directory search (SPEC §4 recent broker search) in local storage, newest first. */
export function RememberBrokerSearch({ name }: { name: string }) {
  useEffect(() => {
    storeRecentSearch(RECENT_BROKER_SEARCHES_KEY, { name, url: window.location.pathname + window.location.search });
  }, [name]);
  return null;
}
