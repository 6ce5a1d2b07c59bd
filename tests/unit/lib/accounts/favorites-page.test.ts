import { describe, expect, it } from 'vitest';
import { favoritesCriteria, favoritesPageHref, favoritesPageIndex } from '@/lib/accounts/favorites-page';
import { MarketStatus } from '@/lib/domain/market-status';
import { dialects } from '@/lib/routing';
import { brandOf } from '../../components/render-with-brand';

describe('favourites paging (SPEC §2.2)', () => {
  it('pages the main land site as /account/savedproperties/{site}/page-{n}/', () => {
    const land = brandOf('land');
    expect(favoritesPageHref(land, 0)).toBe('/account/savedproperties/');
    expect(favoritesPageHref(land, 2)).toBe('/account/savedproperties/land/page-2/');
    expect(dialects.land.parse('/account/savedproperties/land/page-2/')).toEqual({ kind: 'account', section: 'saved-properties', site: 'land', page: 2 });
  });

  it.each([
    ['farm', '/account/savedproperties/'],
    ['rec', '/account/savedproperties'],
  ] as const)('pages %s with ?page= on its own favourites path', (key, path) => {
    expect(favoritesPageHref(brandOf(key), 0)).toBe(path);
    expect(favoritesPageHref(brandOf(key), 3)).toBe(`${path}?page=3`);
  });

  it('reads the page from the path first, else from ?page=, else the first', () => {
    expect(favoritesPageIndex({ site: 'land', page: 4 }, '9')).toBe(4);
    expect(favoritesPageIndex({ page: 0 }, '3')).toBe(3);
    expect(favoritesPageIndex({ page: 0 }, undefined)).toBe(0);
    expect(favoritesPageIndex({ page: 0 }, 'two')).toBe(0);
    expect(favoritesPageIndex({ page: 0 }, '-1')).toBe(0);
    expect(favoritesPageIndex({ page: 0 }, ['1', '2'])).toBe(0);
  });

  it('searches the user’s favourites in every market status, so sold ones stay listed', () => {
    const criteria = favoritesCriteria(1);
    expect(criteria.userSavedProperties).toBe(true);
    expect(criteria.pageIndex).toBe(1);
    expect([...criteria.marketStatuses].sort()).toEqual(Object.values(MarketStatus).sort());
  });
});
