// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { ListingViewTracker } from '@/components/listing/broker/listing-view-tracker';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { captureListingEvents } from '../listing-event-capture';

const listing: DataLayerListing = { listingId: 42, accountId: 5, listingTier: 'diamond', price: 2, acres: 300, beds: null, baths: null };
const { fetchMock } = captureListingEvents();

describe('ListingViewTracker', () => {
  it('logs details viewed and pushes listing viewed once on mount, even under StrictMode', () => {
    const { rerender } = render(<StrictMode><ListingViewTracker listing={listing} /></StrictMode>);
    rerender(<StrictMode><ListingViewTracker listing={{ ...listing }} /></StrictMode>);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ logType: 'details viewed', listingId: 42, referringUrl: window.location.href });
    expect(window.dataLayer).toEqual([{ event: 'listing viewed', ...listing }]);
  });

  it('reports again when the page moves to another listing', () => {
    const { rerender } = render(<ListingViewTracker listing={listing} />);
    rerender(<ListingViewTracker listing={{ ...listing, listingId: 43 }} />);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
