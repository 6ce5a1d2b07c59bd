'use client';

import type { ReactNode } from 'react';
import { pushDataLayerEvent, type DataLayerEventName, type DataLayerListing } from '@/lib/analytics';
import type { BrowserListingLogType } from '@/lib/analytics';
import { reportListingEvent } from '@/lib/analytics';

export interface TrackedNewTabLinkProps {
  href: string;
  listing: DataLayerListing;
  /** SPEC §3 log type each click records for the listing. */
  logType: BrowserListingLogType;
  /** SPEC §7 data-layer event each click pushes. */
  dataLayerEvent: DataLayerEventName;
  /** The document a 'document click' names. */
  documentId?: number;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link of the listing page that leaves it in a new tab (`noopener`: the other page cannot reach back
 * into ours; the referrer is kept) and, on each click, logs its listing event and pushes its data-layer
 * event. The broker's website and the listing's documents are these.
 */
export function TrackedNewTabLink({ href, listing, logType, dataLayerEvent, documentId, className, children, ...aria }: TrackedNewTabLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={className}
      {...aria}
      onClick={() => {
        reportListingEvent(documentId === undefined ? { logType, listingId: listing.listingId } : { logType, listingId: listing.listingId, documentId });
        pushDataLayerEvent(dataLayerEvent, listing, documentId === undefined ? {} : { documentId });
      }}
    >
      {children}
    </a>
  );
}
