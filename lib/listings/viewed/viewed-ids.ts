// SPEC §7 recently viewed: the ids of the listings a visitor opened, newest first, kept in the browser's
// local storage under one key, and sent to getviewedlistings joined by dashes.

export const VIEWED_LISTINGS_KEY = 'viewedListings';
/** Listings remembered; the server answers up to 20 ids per call (MAX_VIEWED_IDS). */
export const MAX_STORED_VIEWED = 12;

/** The list with `id` first; an earlier visit moves up instead of repeating. */
export function recordViewed(list: readonly number[], id: number): number[] {
  return [id, ...list.filter((other) => other !== id)].slice(0, MAX_STORED_VIEWED);
}

/** Whatever storage holds, only positive whole ids come back, once each. */
export function parseViewedIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isSafeInteger(v) && (v as number) > 0);
    return [...new Set(ids)].slice(0, MAX_STORED_VIEWED);
  } catch {
    return [];
  }
}
