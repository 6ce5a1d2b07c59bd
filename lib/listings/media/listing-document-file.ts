import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { documents, listingMedia, listings } from '@/lib/db/schema';
import { shownListing } from '@/lib/db/schema/listings';
import { isMediaKey, type MediaStore } from '@/lib/media-store';
import { documentFileName } from './document-href';

// Server only: the PDF behind a listing document, read from the media store for GET /api/documents/{id}.

export const PDF_CONTENT_TYPE = 'application/pdf';

/** A document's bytes never change under its id (a new file is a new document), so browsers and CDNs keep it. */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The `{id}` of /api/documents/{id}: a positive whole number without a leading zero, a safe integer. */
export const documentIdParamSchema = z
  .string({ error: 'Document id is missing' })
  .regex(/^[1-9]\d{0,15}$/, 'Document id must be a positive whole number')
  .transform(Number)
  .pipe(z.int().max(Number.MAX_SAFE_INTEGER, 'Document id is too large'));

export interface ListingDocumentFile {
  bytes: Buffer;
  /** `survey-plat.pdf` (documentFileName). */
  fileName: string;
}

/**
 * A listing document's PDF, or null: no such id, a document that is no listing's document (a photo, a
 * portrait), not a PDF, a storage key the store refuses (`..`, an absolute path), or no object under it.
 */
export async function listingDocumentFile(documentId: number, store: MediaStore): Promise<ListingDocumentFile | null> {
  const [row] = await db()
    .select({ storageKey: documents.storageKey, contentType: documents.contentType, title: listingMedia.altText })
    .from(listingMedia)
    .innerJoin(documents, eq(documents.id, listingMedia.documentId))
    .innerJoin(listings, eq(listings.id, listingMedia.listingId))
    .where(and(eq(listingMedia.documentId, documentId), eq(listingMedia.kind, 'document'), shownListing('listings')))
    .limit(1);
  if (row?.contentType !== PDF_CONTENT_TYPE || !isMediaKey(row.storageKey)) return null;
  const stored = await store.get(row.storageKey);
  return stored && { bytes: stored.bytes, fileName: documentFileName(row.title?.trim() || null, documentId) };
}
