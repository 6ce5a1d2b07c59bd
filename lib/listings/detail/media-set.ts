import { listingDocumentHref, listingTour, listingVideo } from '@/lib/listings/media';
import type { ListingMediaSet } from '@/lib/listings/media/listing-media';

/** A listing_media row as the detail read selects it. */
export interface MediaRow {
  kind: string;
  position: number;
  documentId: number | null;
  altText: string | null;
  externalUrl: string | null;
}

function firstLink<T>(rows: readonly MediaRow[], kind: string, read: (link: string) => T | null): T | null {
  for (const row of rows) {
    if (row.kind !== kind || !row.externalUrl) continue;
    const value = read(row.externalUrl);
    if (value) return value;
  }
  return null;
}

/**
 * The listing page's media from listing_media rows: photos by position (the thumbnail alone when the
 * listing has no photo rows, as on its placard), the first video that is a YouTube or Vimeo link we can
 * play, the first tour with a web link, and the documents (kind 'document': PDFs, alt_text their title)
 * by position. A link we cannot read gives nothing rather than a broken player.
 */
export function buildMediaSet(rows: readonly MediaRow[], title: string, thumbnailDocumentId: number | null): ListingMediaSet {
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const photos = ordered.flatMap((r) => (r.kind === 'photo' && r.documentId !== null ? [{ documentId: r.documentId, alt: r.altText?.trim() || title }] : []));
  if (photos.length === 0 && thumbnailDocumentId !== null) photos.push({ documentId: thumbnailDocumentId, alt: title });
  const documents = ordered.flatMap((r) => (r.kind === 'document' && r.documentId !== null
    ? [{ documentId: r.documentId, title: r.altText?.trim() || null, href: listingDocumentHref(r.documentId) }]
    : []));
  return { photos, video: firstLink(ordered, 'video', listingVideo), tour: firstLink(ordered, 'tour', listingTour), documents };
}
