import { siteBrands } from '@/lib/brand/server';
import { describe, expect, it } from 'vitest';
import { addRecentSearch, MAX_RECENT_SEARCHES, parseRecentSearches } from '@/lib/search/recent-searches';
import { shouldShowSavedSearchPopover } from '@/lib/search/saved-search-popover';

describe('recent searches', () => {
  it('puts the newest first, moves a repeated URL up and keeps at most the limit', () => {
    let list = addRecentSearch([], { name: 'Texas', url: '/texas-land-for-sale/' });
    list = addRecentSearch(list, { name: 'Llano County, TX', url: '/texas-land-for-sale/llano-county/' });
    list = addRecentSearch(list, { name: 'Texas', url: '/texas-land-for-sale/' });
    expect(list.map((s) => s.name)).toEqual(['Texas', 'Llano County, TX']);
    for (let i = 0; i < 20; i++) list = addRecentSearch(list, { name: `s${i}`, url: `/s${i}` });
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
    expect(list[0]?.name).toBe('s19');
  });

  it('reads back only well-formed entries from storage', () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('{oops')).toEqual([]);
    expect(parseRecentSearches(JSON.stringify([{ name: 'A', url: '/a' }, { name: 'B', url: 'https://evil.example/' }, 3]))).toEqual([{ name: 'A', url: '/a' }]);
  });
});

describe('saved-search popover (SPEC §4)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();

  it('shows the first time and again only 30 days after the last display', () => {
    expect(shouldShowSavedSearchPopover({ lastShown: null, now, onPhones: true, viewportWidth: 400 })).toBe(true);
    expect(shouldShowSavedSearchPopover({ lastShown: daysAgo(29), now, onPhones: true, viewportWidth: 1200 })).toBe(false);
    expect(shouldShowSavedSearchPopover({ lastShown: daysAgo(30), now, onPhones: true, viewportWidth: 1200 })).toBe(true);
  });

  it('is shown on phones by the main land site alone (brand files)', () => {
    expect(Object.fromEntries(siteBrands().map((brand) => [brand.key, brand.savedSearchPopoverOnPhones]))).toEqual({ farm: false, land: true, rec: false });
  });

  it('shows on the other sites only from 990 px wide', () => {
    expect(shouldShowSavedSearchPopover({ lastShown: null, now, onPhones: false, viewportWidth: 989 })).toBe(false);
    expect(shouldShowSavedSearchPopover({ lastShown: null, now, onPhones: false, viewportWidth: 990 })).toBe(true);
  });
});
