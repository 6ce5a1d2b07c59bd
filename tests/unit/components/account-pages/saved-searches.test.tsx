// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SavedSearches } from '@/components/account-pages/saved-searches';
import type { SavedSearchView } from '@/lib/accounts/saved-searches';
import { brandOf } from '../render-with-brand';
import { renderServer } from '../render-server';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);
const data = vi.hoisted(() => ({ searches: [] as SavedSearchView[] }));
vi.mock('@/lib/accounts/saved-searches', () => ({ listSavedSearches: async () => data.searches }));

const land = brandOf('land');

describe('saved searches page', () => {
  it('explains how to save a search when there is none, with a way to the search', async () => {
    data.searches = [];
    await renderServer('land', await SavedSearches({ brand: land, userId: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved Searches');
    const empty = screen.getByTestId('no-saved-searches');
    expect(empty).toHaveTextContent('Search for land, then choose “Save search” above the results.');
    expect(within(empty).getByRole('link', { name: 'Search land' })).toHaveAttribute('href', '/land/');
  });

  it('renders the user’s searches on the server', async () => {
    data.searches = [{ id: 3, name: 'Texas', description: 'Texas', notify: 'Daily', path: '/texas-land-for-sale/', active: true, createdAt: '2026-03-01T15:00:00.000Z' }];
    await renderServer('land', await SavedSearches({ brand: land, userId: 1 }));
    expect(within(screen.getByRole('list', { name: 'Your saved searches' })).getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/texas-land-for-sale/');
  });
});
