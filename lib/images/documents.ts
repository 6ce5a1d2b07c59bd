import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';

/**
 * A storage key as a path inside the media dir, or null when it would lead outside it (`..`, an
 * absolute path), whatever the database row says.
 */
export function storedFilePath(storageKey: string, mediaDir: string): string | null {
  const root = path.resolve(/*turbopackIgnore: true*/ mediaDir);
  const file = path.resolve(/*turbopackIgnore: true*/ root, storageKey);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The image behind a document id, kept inside the media dir whatever its storage key says; null for
 * a document that is not an image (a listing's PDF is served by /api/documents, never resized).
 */
export async function documentFile(documentId: number, mediaDir: string): Promise<{ file: string; storageKey: string } | null> {
  const [row] = await db().select({ storageKey: documents.storageKey, contentType: documents.contentType }).from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!row?.contentType.startsWith('image/')) return null;
  const file = storedFilePath(row.storageKey, mediaDir);
  return file ? { file, storageKey: row.storageKey } : null;
}
