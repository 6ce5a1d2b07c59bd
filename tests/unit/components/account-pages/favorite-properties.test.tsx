// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteProperties } from '@/components/account-pages/favorite-properties';
import type { ListingPlacard } from '@/lib/listings/placard';
import type { SearchResults } from '@/lib/search/search-listings';
import { brandOf, type SiteBrandKey } from '../render-with-brand';
import { renderServer, serverBrand } from '../render-server';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);
const redirect = vi.hoisted(() => vi.fn((href: string) => {
  throw new Error(`redirect ${href}`);
}));
// The pages' links follow a click with the App Router, which Next mounts around every page it renders.
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), redirect, useRouter: () => ({ push: vi.fn() }) }));
const search = vi.hoisted(() => ({ results: null as SearchResults | null, calls: [] as unknown[][] }));
vi.mock('@/lib/search/search-listings', () => ({
  SEARCH_PAGE_SIZE: 24,
  searchListings: async (...args: unknown[]) => {
    search.calls.push(args);
    return search.results;
  },
}));

const placard = (id: number, title: string): ListingPlacard => ({
  id, siteListingId: null, listingLevel: 20, upgradeLevelId: 0, isShowcase: false, marketStatus: 4, saleType: 1, soldDate: '2026-01-05',
  price: 199_000, acres: 31, beds: null, baths: null, homeSqft: null, title, description: '', address: null,
  city: 'Kingsland', county: 'Llano', stateCode: 'TX', zip: null, canonicalLocation: 'llano-county-texas', latitude: 30.6, longitude: -98.4,
  imageIds: [9], priceChangeAmount: null, priceChangedAt: null, hasVideo: false, hasVirtualTour: false, hasCustomMap: false,
  accountId: 6, brokerName: 'Sam Hill', brokerCompany: null, brokerPhone: null, broker: { isFree: false, isActive: true },
});

const results = (listings: ListingPlacard[], total: number, pageIndex: number, pageCount: number): SearchResults =>
  ({ total, totalIsCapped: false, pageIndex, pageSize: 24, pageCount, listings });

async function renderFavorites(key: SiteBrandKey, pageIndex = 0) {
  serverBrand.key = key;
  await renderServer(key, await FavoriteProperties({ brand: brandOf(key), userId: 42, pageIndex }));
}

beforeEach(() => {
  search.calls = [];
  redirect.mockClear();
});

describe('favourite properties page', () => {
  it('shows the user’s favourites as search placards with the count, for the session’s user in every status', async () => {
    search.results = results([placard(1, '31 Acres near Kingsland'), placard(2, 'River Ranch')], 2, 0, 1);
    await renderFavorites('land');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Favorite Properties');
    expect(screen.getByTestId('favorite-count')).toHaveTextContent('2 favorite properties');
    expect(within(screen.getByTestId('results')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /River Ranch/ })).toHaveAttribute('href', '/property/llano-county-texas/2/');
    const [criteria, options] = search.calls[0] as [{ userSavedProperties: boolean; marketStatuses: number[] }, { userId: number }];
    expect(criteria.userSavedProperties).toBe(true);
    expect(criteria.marketStatuses).toHaveLength(4);
    expect(options.userId).toBe(42);
    expect(screen.getByRole('link', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['land', '/account/savedproperties/land/page-2/', '/account/savedproperties/'],
    ['farm', '/account/savedproperties/?page=2', '/account/savedproperties/'],
    ['rec', '/account/savedproperties?page=2', '/account/savedproperties'],
  ] as const)('pages the favourites on %s in its own form', async (key, next, first) => {
    search.results = results([placard(1, 'A')], 60, 1, 3);
    await renderFavorites(key, 1);
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', next);
    expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', first);
  });

  it('shows the no-properties-favourited screen with a way to the search', async () => {
    search.results = results([], 0, 0, 0);
    await renderFavorites('land');
    const empty = screen.getByTestId('no-favorites');
    expect(within(empty).getByRole('heading')).toHaveTextContent("You haven't saved any properties yet");
    expect(within(empty).getByRole('link', { name: 'Search land' })).toHaveAttribute('href', '/land/');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('sends a page past the last to the last page', async () => {
    search.results = results([], 30, 5, 2);
    await expect(renderFavorites('land', 5)).rejects.toThrow('redirect /account/savedproperties/land/page-1/');
  });
});
