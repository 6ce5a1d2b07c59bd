import { and, eq, inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { documents, type listingMedia } from '@/lib/db/schema';
import type { DraftListing } from './listing-form';

// A listing's media as the form holds them (photos in order with alt text, a video, a tour, PDFs),
// as listing_media rows; and the check that every file named is one the seller's account uploaded.

type MediaRow = typeof listingMedia.$inferInsert;

export function listingMediaRows(listingId: number, media: DraftListing['media']): MediaRow[] {
  const rows: MediaRow[] = media.photos.map((photo, position) => ({ listingId, kind: 'photo', position, documentId: photo.documentId, altText: photo.alt || null }));
  if (media.videoUrl !== '') rows.push({ listingId, kind: 'video', position: 0, externalUrl: media.videoUrl });
  if (media.tourUrl !== '') rows.push({ listingId, kind: 'tour', position: 0, externalUrl: media.tourUrl });
  media.documents.forEach((document, position) => rows.push({ listingId, kind: 'document', position, documentId: document.documentId, altText: document.title }));
  return rows;
}

/** The first field whose files are not all this account's own uploads of the right type, or null. */
export async function foreignMedia(accountId: number, media: DraftListing['media']): Promise<'photos' | 'documents' | null> {
  const ids = [...media.photos.map((p) => p.documentId), ...media.documents.map((d) => d.documentId)];
  if (ids.length === 0) return null;
  const rows = await db().select({ id: documents.id, contentType: documents.contentType }).from(documents)
    .where(and(inArray(documents.id, ids), eq(documents.accountId, accountId)));
  const typeOf = new Map(rows.map((row) => [row.id, row.contentType]));
  if (!media.photos.every((p) => typeOf.get(p.documentId)?.startsWith('image/'))) return 'photos';
  if (!media.documents.every((d) => typeOf.get(d.documentId) === 'application/pdf')) return 'documents';
  return null;
}
