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

function renderPage(over: Partial<ListingDetail> = {}, similar: ListingPlacard[] = [placard], brand: SiteBrandKey = 'land', { withContact = true } = {}) {
  return renderInLayout(brand, (
    <ListingPage
      brand={brandOf(brand)} listing={listing(over)} similar={similar} now={new Date('2026-03-11T16:00:00Z')}
      gallery={slot('gallery')} actions={slot('actions')} contact={withContact && slot('contact')} contactBar={slot('contact-bar')} maps={slot('maps')}
      brokerActions={slot('broker-actions')} structuredData={slot('structured-data')} overlays={slot('overlays')}
    />
  ));
}

/** The listing's own broker block (similar placards carry one each). */
const brokerBlock = () => within(screen.getByTestId('listing-columns')).getByTestId('broker-block');

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

  it('puts each slot in its place: gallery first, then the header with the actions, facts, broker block, description, maps, history', () => {
    renderPage();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(before(screen.getByTestId('slot-gallery'), heading)).toBe(true);
    expect(within(screen.getByTestId('listing-header')).getByTestId('slot-actions')).toBeInTheDocument();
    expect(before(screen.getByTestId('listing-facts'), brokerBlock())).toBe(true);
    expect(within(brokerBlock()).getByTestId('slot-broker-actions')).toBeInTheDocument();
    expect(before(brokerBlock(), screen.getByTestId('listing-description'))).toBe(true);
    expect(before(screen.getByTestId('listing-description'), screen.getByTestId('slot-maps'))).toBe(true);
    expect(before(screen.getByTestId('slot-maps'), screen.getByTestId('listing-history'))).toBe(true);
    expect(screen.getByTestId('slot-structured-data')).toBeInTheDocument();
    expect(screen.getByTestId('slot-overlays')).toBeInTheDocument();
  });

  it('puts the contact card in a right column beside the photos from the tablet breakpoint, sticky, and after the key facts on phones', () => {
    renderPage();
    const columns = screen.getByTestId('listing-columns');
    expect(columns).toHaveClass('grid-cols-1', 'lg:grid-cols-[minmax(0,1fr)_22rem]');
    const aside = screen.getByTestId('listing-aside');
    // Beside the first row (the photos start it) and down to the end of the details.
    expect(aside).toHaveClass('lg:col-start-2', 'lg:row-start-1', 'lg:row-span-2');
    expect(within(aside).getByTestId('slot-contact').parentElement).toHaveClass('lg:sticky', 'lg:top-4');
    // Only the card: the broker block stays in the details.
    expect(within(aside).queryByTestId('broker-block')).toBeNull();
    // On phones (one column, the HTML order) it follows the key facts and comes before the broker block.
    expect(before(screen.getByTestId('listing-facts'), aside)).toBe(true);
    expect(before(aside, brokerBlock())).toBe(true);
    expect(before(screen.getByTestId('slot-gallery'), aside)).toBe(true);
  });

  it('shows the phones\' contact bar with the card, and where no lead can be sent neither card, bar nor right column', () => {
    renderPage();
    expect(screen.getByTestId('slot-contact-bar')).toBeInTheDocument();
    cleanup();
    renderPage({}, [placard], 'land', { withContact: false });
    expect(screen.queryByTestId('listing-aside')).toBeNull();
    expect(screen.queryByTestId('slot-contact-bar')).toBeNull();
    expect(screen.getByTestId('listing-columns')).not.toHaveClass('lg:grid-cols-[minmax(0,1fr)_22rem]');
    // The broker block still shows for a paid listing whose account takes no leads.
    expect(brokerBlock()).toBeInTheDocument();
  });

  it('runs the photos edge to edge on phones', () => {
    renderPage();
    expect(screen.getByTestId('slot-gallery').parentElement).toHaveClass('-mx-4', 'md:mx-0');
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
    expect(within(screen.getByTestId('listing-columns')).queryByTestId('broker-block')).toBeNull();
    expect(screen.queryByTestId('slot-broker-actions')).toBeNull();
    expect(screen.getByTestId('slot-contact')).toBeInTheDocument();
  });

  it('shows a sold listing with its status and history', () => {
    renderPage({ marketStatus: 4, soldDate: '2026-03-07', salesPrice: 240_000 });
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Sold Mar 7, 2026');
    expect(screen.getByTestId('listing-history')).toBeInTheDocument();
  });
});
