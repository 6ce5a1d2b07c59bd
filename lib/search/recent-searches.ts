// SPEC §4 "Local browser storage holds recent searches": the last searches a visitor ran, newest first.

export interface RecentSearch {
  name: string;
  url: string;
}

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const MAX_RECENT_SEARCHES = 8;

/** The list with `search` first; an earlier entry for the same URL moves up instead of repeating. */
export function addRecentSearch(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  return [search, ...list.filter((s) => s.url !== search.url)].slice(0, MAX_RECENT_SEARCHES);
}

/** Whatever storage holds, only well-formed entries come back. */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is RecentSearch => typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.url === 'string' && v.url.startsWith('/'))
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** SPEC §4 "recent broker search": the broker directory's searches, kept like the listing searches. */
export const RECENT_BROKER_SEARCHES_KEY = 'recentBrokerSearch';

/** Puts `entry` first in the list local storage keeps under `key`; nothing when storage is off or full. */
export function storeRecentSearch(key: string, entry: RecentSearch): void {
  try {
    const store = window.localStorage;
    store.setItem(key, JSON.stringify(addRecentSearch(parseRecentSearches(store.getItem(key)), entry)));
  } catch {
    // storage disabled or full: the page works the same without it
  }
}
