import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';
import { isMediaKey } from '@/lib/media-store';

/**
 * The storage key of the image behind a document id; null for an unknown id, a document that is not
 * an image (a listing's PDF is served by /api/documents, never resized), or a storage key the media
 * store would refuse (`..`, an absolute path), whatever the database row says.
 */
export async function imageStorageKey(documentId: number): Promise<string | null> {
  const [row] = await db().select({ storageKey: documents.storageKey, contentType: documents.contentType }).from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!row?.contentType.startsWith('image/')) return null;
  return isMediaKey(row.storageKey) ? row.storageKey : null;
}
