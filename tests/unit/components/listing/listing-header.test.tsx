// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconActionsOnPhonesClass } from '@/components/listing/actions/action-styles';
import { ListingHeader } from '@/components/listing/listing-header';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { renderWithBrand, type SiteBrandKey } from '../render-with-brand';
import { listing } from './listing-detail-fixture';

afterEach(cleanup);

const renderHeader = (over: Partial<ListingDetail> = {}, brand: SiteBrandKey = 'land') =>
  renderWithBrand(brand, <ListingHeader listing={listing(over)} actions={<button type="button">Share</button>} />);

describe('ListingHeader: price (SPEC §5), acres and status', () => {
  it('shows the title, place, whole-dollar price, acres, price per acre and the actions slot', () => {
    renderHeader();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('40 Acres on Sandy Creek in Llano County, TX');
    expect(screen.getByText('Llano, Llano County, TX')).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$250,000');
    expect(screen.getByTestId('listing-acres')).toHaveTextContent('40 acres');
    expect(screen.getByTestId('listing-price-per-acre')).toHaveTextContent('$6,250/acre');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByTestId('status-pill')).toBeNull();
  });

  it('says Auction for the price 2 and Contact for Price without a price, with no price per acre', () => {
    renderHeader({ price: 2, pricePerAcre: null, saleType: 2, priceChangeAmount: null });
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^Auction$/);
    expect(screen.queryByTestId('listing-price-per-acre')).toBeNull();
    cleanup();
    renderHeader({ price: null, pricePerAcre: null, priceChangeAmount: null });
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^Contact for Price$/);
    expect(screen.queryByTestId('listing-price-per-acre')).toBeNull();
  });

  it('writes one acre in the singular and keeps fractions', () => {
    renderHeader({ acres: 1 });
    expect(screen.getByTestId('listing-acres')).toHaveTextContent(/^1 acre$/);
    cleanup();
    renderHeader({ acres: 12.75 });
    expect(screen.getByTestId('listing-acres')).toHaveTextContent('12.75 acres');
  });

  it('tags a recent price change of an active listing with its amount and date', () => {
    renderHeader();
    expect(screen.getByTestId('listing-price-change')).toHaveTextContent('Price reduced $20,000 on Mar 1, 2026');
    cleanup();
    renderHeader({ marketStatus: 3 });
    expect(screen.queryByTestId('listing-price-change')).toBeNull();
  });

  it.each([[2, 'Under Contract'], [3, 'Off Market']] as const)('shows status %i as "%s"', (marketStatus, text) => {
    renderHeader({ marketStatus });
    expect(screen.getByTestId('status-pill')).toHaveTextContent(text);
  });

  it('shows a sold listing with its sale date as "Sold Mar 7, 2026" and its sales price', () => {
    renderHeader({ marketStatus: 4, soldDate: '2026-03-07', salesPrice: 240_000, price: 250_000 });
    expect(screen.getByTestId('status-pill')).toHaveTextContent(/^Sold Mar 7, 2026$/);
    expect(screen.getByTestId('listing-sales-price')).toHaveTextContent(/^Sold for \$240,000$/);
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/^Last asking price \$250,000$/);
    expect(screen.queryByTestId('listing-price-per-acre')).toBeNull();
  });

  it.each([3, 4] as const)('shows no "Contact for Price" once the listing is off the market (status %i), since contact is hidden', (marketStatus) => {
    renderHeader({ marketStatus, price: null, salesPrice: null });
    expect(screen.queryByTestId('listing-price')).toBeNull();
    expect(screen.getByTestId('listing-acres')).toBeInTheDocument();
  });

  it('shows Sold without a date when the date is blank or starts with 0, and no sales price when unknown', () => {
    renderHeader({ marketStatus: 4, soldDate: '0001-01-01', salesPrice: null });
    expect(screen.getByTestId('status-pill')).toHaveTextContent(/^Sold$/);
    expect(screen.queryByTestId('listing-sales-price')).toBeNull();
  });

  it.each(['land', 'farm', 'rec'] as const)('takes the %s brand’s status words', (brand) => {
    renderHeader({ marketStatus: 2, listingLevel: 3 }, brand);
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Under Contract');
  });
});

describe('ListingHeader: the first screen', () => {
  const follows = (a: HTMLElement, b: HTMLElement) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  it('shows status, price, acres and price per acre in one block above the title, while the h1 leads the HTML', () => {
    renderHeader({ marketStatus: 2 });
    const block = screen.getByTestId('listing-price-block');
    for (const id of ['status-pill', 'listing-price', 'listing-acres', 'listing-price-per-acre', 'listing-price-change']) {
      expect(within(block).getByTestId(id)).toBeInTheDocument();
    }
    // On screen the block comes first (CSS order); in the HTML the title does, for headings navigation.
    expect(block).toHaveClass('order-first');
    expect(screen.getByTestId('listing-header')).toHaveClass('flex', 'flex-col');
    const title = screen.getByTestId('listing-title-block');
    expect(within(title).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(follows(title, block)).toBe(true);
  });

  it('puts the actions in one row after the title, as icon buttons on phones', () => {
    renderHeader();
    const row = screen.getByTestId('listing-actions-row');
    expect(within(row).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(row).toHaveClass(...iconActionsOnPhonesClass.split(' '));
    expect(follows(screen.getByTestId('listing-title-block'), row)).toBe(true);
    expect(follows(screen.getByTestId('listing-price-block'), row)).toBe(true);
  });

  it('leaves out the actions row without actions', () => {
    renderWithBrand('land', <ListingHeader listing={listing()} />);
    expect(screen.queryByTestId('listing-actions-row')).toBeNull();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$250,000');
  });
});
