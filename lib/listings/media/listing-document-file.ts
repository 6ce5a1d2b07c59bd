import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { documents, listingMedia } from '@/lib/db/schema';
import { storedFilePath } from '@/lib/images/server';
import { documentFileName } from './document-href';

// Server only: the PDF behind a listing document, read from MEDIA_DIR for GET /api/documents/{id}.

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
 * portrait), not a PDF, a storage key outside the media dir, or no readable regular file there.
 */
export async function listingDocumentFile(documentId: number, mediaDir: string): Promise<ListingDocumentFile | null> {
  const [row] = await db()
    .select({ storageKey: documents.storageKey, contentType: documents.contentType, title: listingMedia.altText })
    .from(listingMedia)
    .innerJoin(documents, eq(documents.id, listingMedia.documentId))
    .where(and(eq(listingMedia.documentId, documentId), eq(listingMedia.kind, 'document')))
    .limit(1);
  if (row?.contentType !== PDF_CONTENT_TYPE) return null;
  const file = storedFilePath(row.storageKey, mediaDir);
  if (!file || !(await fs.stat(file).then((s) => s.isFile(), () => false))) return null;
  const bytes = await fs.readFile(file).catch(() => null);
  return bytes && { bytes, fileName: documentFileName(row.title?.trim() || null, documentId) };
}
