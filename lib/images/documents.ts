import path from 'node:path';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';

/** The file behind a document id, kept inside the media dir whatever its storage key says. */
export async function documentFile(documentId: number, mediaDir: string): Promise<{ file: string; storageKey: string } | null> {
  const [row] = await db().select({ storageKey: documents.storageKey }).from(documents).where(eq(documents.id, documentId)).limit(1);
  if (!row) return null;
  const root = path.resolve(/*turbopackIgnore: true*/ mediaDir);
  const file = path.resolve(/*turbopackIgnore: true*/ root, row.storageKey);
  if (!file.startsWith(root + path.sep)) return null;
  return { file, storageKey: row.storageKey };
}
