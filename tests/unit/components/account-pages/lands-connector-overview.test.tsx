// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LandsConnectorOverview } from '@/components/account-pages/lands-connector-overview';
import type { LandsConnectorSummary } from '@/lib/accounts/lands-connector';
import { brandOf, type SiteBrandKey } from '../render-with-brand';
import { renderServer, serverBrand } from '../render-server';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);
const summary = vi.hoisted(() => ({ current: null as LandsConnectorSummary | null }));
// The seller's table loads as a chunk of its own (components/seller/seller-section-body.tsx): here, what the page asks it for.
vi.mock('@/components/seller/seller-section-body', () => ({
  SellerSectionBody: ({ section, numbersHref, editHref }: { section: string; numbersHref?: string; editHref?: string }) => <div data-testid="seller-section-body" data-section={section} data-numbers-href={numbersHref} data-edit-href={editHref} />,
}));
vi.mock('@/lib/accounts/lands-connector', () => ({ landsConnectorSummary: async () => summary.current }));

const buyer: LandsConnectorSummary = { savedSearches: 3, alertingSearches: 2, favorites: 1, favoriteAlerts: 'Weekly', sellerAccount: null };
const seller: LandsConnectorSummary = { ...buyer, sellerAccount: { accountId: 77, activeListings: 12 } };

async function renderConnector(key: SiteBrandKey, data: LandsConnectorSummary) {
  serverBrand.key = key;
  summary.current = data;
  await renderServer(key, await LandsConnectorOverview({ brand: brandOf(key), userId: 1 }));
}

const card = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

describe('lands connector', () => {
  it('shows the saved searches and favourites with their email settings, linking to their pages', async () => {
    await renderConnector('land', buyer);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lands Connector');
    expect(within(card('Saved searches')).getByText('3 saved searches')).toBeInTheDocument();
    expect(within(card('Saved searches')).getByText('2 of them email you new matches.')).toBeInTheDocument();
    expect(within(card('Saved searches')).getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute('href', '/account/savedsearches/');
    expect(within(card('Favorite properties')).getByText('1 favorite property')).toBeInTheDocument();
    expect(within(card('Favorite properties')).getByText('Emails about changes to your favorites: Weekly')).toBeInTheDocument();
    expect(within(card('Favorite properties')).getByRole('link', { name: 'See your favorites' })).toHaveAttribute('href', '/account/savedproperties/');
    expect(within(card('Email settings')).getByRole('link', { name: 'Open account settings' })).toHaveAttribute('href', '/account/details/');
  });

  it('tells a user without saved searches how to save one', async () => {
    await renderConnector('land', { ...buyer, savedSearches: 0, alertingSearches: 0 });
    expect(within(card('Saved searches')).getByText('No saved searches')).toBeInTheDocument();
    expect(within(card('Saved searches')).getByText('Save a search from its results to hear of new land that matches it.')).toBeInTheDocument();
    expect(within(card('Saved searches')).queryByText(/email you new matches/)).toBeNull();
  });

  it('offers a buyer to add a listing', async () => {
    await renderConnector('land', buyer);
    expect(within(card('Selling land?')).getByRole('link', { name: 'Add a listing' })).toHaveAttribute('href', '/addlisting/');
    expect(screen.queryByRole('heading', { name: 'Your listings' })).toBeNull();
  });

  it('shows a seller’s active listings on the main land site (SPEC §6 Manage Listings)', async () => {
    await renderConnector('land', seller);
    const listings = within(card('Your listings'));
    expect(listings.getByText('12 active listings')).toBeInTheDocument();
    expect(listings.getByRole('link', { name: 'View your listings' })).toHaveAttribute('href', '/propertylink/77/');
    expect(screen.queryByRole('heading', { name: 'Selling land?' })).toBeNull();
    // The table to run them by (its code and rows load in the browser), each row linking to its numbers.
    expect(screen.getByTestId('seller-section-body')).toHaveAttribute('data-section', 'listings');
    expect(screen.getByTestId('seller-section-body')).toHaveAttribute('data-numbers-href', '/lands-connector/numbers/');
    expect(screen.getByTestId('seller-section-body')).toHaveAttribute('data-edit-href', '/addlisting/');
    expect(screen.getByRole('navigation', { name: 'Seller tools' })).toBeInTheDocument();
  });

  it('offers a seller on another brand to add a listing instead of managing them', async () => {
    await renderConnector('rec', seller);
    expect(screen.queryByRole('heading', { name: 'Your listings' })).toBeNull();
    expect(screen.queryByTestId('seller-section-body')).toBeNull();
    expect(within(card('Selling land?')).getByRole('link', { name: 'Add a listing' })).toBeInTheDocument();
  });
});
