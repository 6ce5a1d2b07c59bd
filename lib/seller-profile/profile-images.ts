import { randomUUID } from 'node:crypto';
import { and, eq, exists, like, sql } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { accounts, documents } from '@/lib/db/schema';
import type { SellerScope } from '@/lib/listing-editor/server';
import { mediaStore } from '@/lib/media-store';
import type { IngestedPhoto } from '@/lib/uploads/server';
import type { ProfileImageKind } from './profile-view';

// A seller's portrait or company logo, stored for good: the original in the media store, its
// `documents` row owned by the account, and the account pointed at it, the row and the pointer in one
// transaction. The previous image stays stored: cached pages, sharing cards and resized copies name its
// URL until they are made again (docs/seller-profile.md "Replacing an image").

type Writer = Pick<Database, 'update' | 'select'>;

/** `profiles/{accountId}/{kind}-{random}.jpg`: a changed image gets a new key, as image URLs are cached as immutable. */
export const profileImageKey = (accountId: number, kind: ProfileImageKind) => `profiles/${accountId}/${kind}-${randomUUID()}.jpg`;

/**
 * Makes an image the scope's own account's portrait or logo: only an image that account uploaded
 * (`documents.account_id`). The portrait's change time and the account's update time move with it (the
 * profile's sharing card is versioned by the latter). False when the document is no image of the account's.
 */
export async function setProfileImage(scope: SellerScope, kind: ProfileImageKind, documentId: number, writer: Writer = db()): Promise<boolean> {
  const owned = writer.select({ id: documents.id }).from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.accountId, scope.accountId), like(documents.contentType, 'image/%')));
  const changes = kind === 'portrait'
    ? { portraitDocumentId: documentId, portraitUpdatedAt: sql`now()`, updatedAt: sql`now()` }
    : { logoDocumentId: documentId, updatedAt: sql`now()` };
  const updated = await writer.update(accounts).set(changes)
    .where(and(eq(accounts.id, scope.accountId), exists(owned)))
    .returning({ id: accounts.id });
  return updated.length === 1;
}

/** Stores a checked photo as the scope's portrait or logo: its document id. Throws, leaving nothing stored, when a write fails. */
export async function storeProfileImage(scope: SellerScope, kind: ProfileImageKind, photo: IngestedPhoto): Promise<number> {
  const store = mediaStore();
  const key = profileImageKey(scope.accountId, kind);
  await store.put(key, photo.bytes, photo.contentType);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx.insert(documents)
        .values({ storageKey: key, contentType: photo.contentType, width: photo.width, height: photo.height, accountId: scope.accountId })
        .returning({ id: documents.id });
      if (!row || !(await setProfileImage(scope, kind, row.id, tx))) throw new Error(`account ${scope.accountId} took no ${kind}`);
      return row.id;
    });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}
