// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingPage } from '@/components/listing/listing-page';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import type { ListingPlacard } from '@/lib/listings/placard';
import { brandOf, type SiteBrandKey } from '../render-with-brand';
import { renderInLayout } from '../render-in-layout';
import { listing } from './listing-detail-fixture';

class NoopObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() { return []; }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json([])));
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const placard: ListingPlacard = {
  id: 77, siteListingId: null, listingLevel: 23, upgradeLevelId: 0, isShowcase: false, marketStatus: 1, saleType: 1, soldDate: null,
  price: 199_000, acres: 31, beds: null, baths: null, homeSqft: null, title: '31 Acres near Kingsland', description: '', address: null,
  city: 'Kingsland', county: 'Llano', stateCode: 'TX', zip: null, canonicalLocation: 'llano-county-texas', latitude: 30.6, longitude: -98.4,
  imageIds: [9], priceChangeAmount: null, priceChangedAt: null, hasVideo: false, hasVirtualTour: false, hasCustomMap: false,
  accountId: 6, brokerName: 'Sam Hill', brokerCompany: null, brokerPhone: null, broker: { isFree: false, isActive: true },
};

const slot = (name: string) => <div data-testid={`slot-${name}`}>{name}</div>;

function renderPage(over: Partial<ListingDetail> = {}, similar: ListingPlacard[] = [placard], brand: SiteBrandKey = 'land') {
  return renderInLayout(brand, (
    <ListingPage
      brand={brandOf(brand)} listing={listing(over)} similar={similar} now={new Date('2026-03-11T16:00:00Z')}
      gallery={slot('gallery')} actions={slot('actions')} contact={slot('contact')} maps={slot('maps')}
      brokerActions={slot('broker-actions')} structuredData={slot('structured-data')} overlays={slot('overlays')}
    />
  ));
}

const before = (a: HTMLElement, b: HTMLElement) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('ListingPage', () => {
  it('leads with breadcrumbs: home, the state search and the county search by the brand’s dialect, then the listing', () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Texas', '/texas-land-for-sale/'], ['Llano County', '/texas-land-for-sale/llano-county/'],
    ]);
    expect(within(nav).getByText('40 Acres on Sandy Creek in Llano County, TX')).toHaveAttribute('aria-current', 'page');
  });

  it('builds the breadcrumbs in the farm and rec dialects too', () => {
    renderPage({}, [], 'farm');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link').map((a) => a.getAttribute('href')))
      .toEqual(['/', '/search/texas/', '/search/texas/llano-county/']);
    cleanup();
    renderPage({}, [], 'rec');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('link').map((a) => a.getAttribute('href')))
      .toEqual(['/', '/texas-land-for-sale', '/texas-land-for-sale/llano-county']);
  });

  it('puts each slot in its place: gallery above the title, actions in the header, contact and broker beside, maps before the history', () => {
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(before(screen.getByTestId('slot-gallery'), heading)).toBe(true);
    expect(within(screen.getByTestId('listing-header')).getByTestId('slot-actions')).toBeInTheDocument();
    const aside = screen.getByTestId('listing-aside');
    expect(within(aside).getByTestId('slot-contact')).toBeInTheDocument();
    expect(within(within(aside).getByTestId('broker-block')).getByTestId('slot-broker-actions')).toBeInTheDocument();
    expect(before(screen.getByTestId('listing-description'), screen.getByTestId('slot-maps'))).toBe(true);
    expect(before(screen.getByTestId('slot-maps'), screen.getByTestId('listing-history'))).toBe(true);
    expect(screen.getByTestId('slot-structured-data')).toBeInTheDocument();
    expect(screen.getByTestId('slot-overlays')).toBeInTheDocument();
  });

  it('shows similar listings as search placards linking to their pages, and no section without any', () => {
    renderPage();
    const similar = screen.getByTestId('similar-listings');
    expect(within(similar).getByRole('heading', { name: 'Similar properties nearby' })).toBeInTheDocument();
    expect(within(similar).getByRole('link', { name: '31 Acres near Kingsland' })).toHaveAttribute('href', '/property/llano-county-texas/77/');
    cleanup();
    renderPage({}, []);
    expect(screen.queryByTestId('similar-listings')).toBeNull();
  });

  it('puts the documents after the features and before the maps, and leaves them out when there are none', () => {
    const media = { photos: [], video: null, tour: null, documents: [{ documentId: 901, title: 'Survey plat', href: '/api/documents/901' }] };
    renderPage({ media, hasVideo: true });
    const documents = screen.getByTestId('listing-documents');
    expect(within(documents).getByRole('link', { name: /Survey plat/ })).toHaveAttribute('href', '/api/documents/901');
    expect(before(screen.getByTestId('listing-features'), documents)).toBe(true);
    expect(before(documents, screen.getByTestId('slot-maps'))).toBe(true);
    cleanup();
    renderPage();
    expect(screen.queryByTestId('listing-documents')).toBeNull();
  });

  it('has no broker block for a free listing, and keeps the contact slot', () => {
    renderPage({ listingLevel: 3 });
    expect(within(screen.getByTestId('listing-aside')).queryByTestId('broker-block')).toBeNull();
    expect(screen.queryByTestId('slot-broker-actions')).toBeNull();
    expect(screen.getByTestId('slot-contact')).toBeInTheDocument();
  });

  it('shows a sold listing with its status and history', () => {
    renderPage({ marketStatus: 4, soldDate: '2026-03-07', salesPrice: 240_000 });
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Sold Mar 7, 2026');
    expect(screen.getByTestId('listing-history')).toBeInTheDocument();
  });
});
