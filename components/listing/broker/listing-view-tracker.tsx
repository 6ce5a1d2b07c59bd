'use client';

import { pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics';
import { reportListingEvent } from '@/lib/analytics';
import { useReportOnce } from '@/lib/hooks/use-report-once';

export interface ListingViewTrackerProps {
  listing: DataLayerListing;
}

/**
 * Counts a page view of a listing from the browser: the page is cached and the same for every visitor,
 * so the server never sees the view. Logs 'details viewed' and pushes 'listing viewed' once per mount
 * (the endpoint also counts a client once per listing per 5 minutes). Renders nothing.
 */
export function ListingViewTracker({ listing }: ListingViewTrackerProps) {
  useReportOnce(String(listing.listingId), () => {
    reportListingEvent({ logType: 'details viewed', listingId: listing.listingId });
    pushDataLayerEvent('listing viewed', listing);
  });
  return null;
}
