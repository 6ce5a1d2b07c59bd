import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';
import { mediaStore } from '@/lib/media-store';

// A seller's checked files written for good: each original in the media store under a key of its own,
// then one `documents` row each, owned by the seller's account (the publish check reads that owner).
// All or nothing: when a write fails, the objects already written are removed again.

export interface FileToStore {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
  width: number | null;
  height: number | null;
}

/** `uploads/{accountId}/{random}.{extension}`: no two uploads share a key, and a client's file name never reaches one. */
export const uploadKey = (accountId: number, extension: FileToStore['extension']) => `uploads/${accountId}/${randomUUID()}.${extension}`;

/** Stores every file for the account and answers each with its document id; throws, storing nothing, when any write fails. */
export async function storeUploads<F extends FileToStore>(accountId: number, files: readonly F[]): Promise<Array<F & { documentId: number }>> {
  const store = mediaStore();
  const entries = files.map((file) => ({ file, key: uploadKey(accountId, file.extension) }));
  const removeAll = () => Promise.all(entries.map(({ key }) => store.delete(key).catch(() => undefined)));
  // Every put settles before any cleanup, so no write can land after its object was removed.
  const puts = await Promise.allSettled(entries.map(({ file, key }) => store.put(key, file.bytes, file.contentType)));
  const failed = puts.find((put) => put.status === 'rejected');
  if (failed) {
    await removeAll();
    throw failed.reason;
  }
  let rows: { id: number; storageKey: string }[];
  try {
    rows = await db().insert(documents)
      .values(entries.map(({ file, key }) => ({ storageKey: key, contentType: file.contentType, width: file.width, height: file.height, accountId })))
      .returning({ id: documents.id, storageKey: documents.storageKey });
  } catch (error) {
    await removeAll();
    throw error;
  }
  const idOf = new Map(rows.map((row) => [row.storageKey, row.id]));
  return entries.map(({ file, key }) => {
    const documentId = idOf.get(key);
    if (documentId === undefined) throw new Error(`no document row for ${key}`);
    return { ...file, documentId };
  });
}
