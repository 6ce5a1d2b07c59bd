import type { ReactNode } from 'react';
import type { DataLayerListing } from '@/lib/analytics';
import { TrackedNewTabLink } from './tracked-new-tab-link';

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
    <TrackedNewTabLink href={href} listing={listing} logType="document click" dataLayerEvent="file download" documentId={documentId}
      className="flex min-h-11 items-center gap-3 rounded-lg border border-line bg-white p-3 hover:border-ink focus-visible:border-ink">
      {children}
    </TrackedNewTabLink>
  );
}
