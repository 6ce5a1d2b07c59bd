// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ListingDocuments } from '@/components/listing/listing-documents';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { listingDocumentHref, type ListingDocument } from '@/lib/listings/media';
import { renderWithBrand } from '../render-with-brand';
import { captureListingEvents } from './listing-event-capture';

const listing: DataLayerListing = { listingId: 4321, accountId: 5, listingTier: 'premium', price: 250_000, acres: 40, beds: null, baths: null };
const document = (documentId: number, title: string | null): ListingDocument => ({ documentId, title, href: listingDocumentHref(documentId) });
const documents = [document(901, 'Survey plat'), document(902, 'Soil report'), document(903, null)];
const { fetchMock } = captureListingEvents();

describe('ListingDocuments', () => {
  it('lists each document as a link to its PDF in a new tab, titled, marked PDF, untitled ones numbered', () => {
    renderWithBrand('land', <ListingDocuments documents={documents} listing={listing} />);
    const section = screen.getByRole('region', { name: 'Documents' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/api/documents/901', '/api/documents/902', '/api/documents/903']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(links[0]).toHaveAccessibleName('Survey plat PDF (opens in a new tab)');
    expect(links[2]).toHaveAccessibleName('Document 3 PDF (opens in a new tab)');
  });

  it('logs a document click with the document id and pushes file download on each click', async () => {
    renderWithBrand('land', <ListingDocuments documents={documents} listing={listing} />);
    const link = screen.getByRole('link', { name: /Soil report/ });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logging/listing');
    expect(JSON.parse(String(init.body))).toMatchObject({ logType: 'document click', listingId: 4321, documentId: 902 });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'file download', listingId: 4321, accountId: 5, listingTier: 'premium', documentId: 902 })]);
  });

  it('renders nothing for a listing without documents', () => {
    const { container } = renderWithBrand('land', <ListingDocuments documents={[]} listing={listing} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('listing-documents')).toBeNull();
  });
});
