'use client';

import type { ReactNode } from 'react';
import { pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics/data-layer';
import { reportListingEvent } from '@/lib/analytics/report-listing-event';

export interface DocumentLinkProps {
  /** listingDocumentHref(documentId) */
  href: string;
  documentId: number;
  listing: DataLayerListing;
  /** The icon, title and type, rendered on the server. */
  children: ReactNode;
}

/**
 * A listing document, opened in a new tab (the browser's PDF viewer). SPEC §3/§7: each click logs a
 * 'document click' with the document's id and pushes 'file download'.
 */
export function DocumentLink({ href, documentId, listing, children }: DocumentLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-white p-3 hover:border-ink focus-visible:border-ink"
      onClick={() => {
        reportListingEvent({ logType: 'document click', listingId: listing.listingId, documentId });
        pushDataLayerEvent('file download', listing, { documentId });
      }}
    >
      {children}
    </a>
  );
}
