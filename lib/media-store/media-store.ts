/** An original as stored: its bytes and the content type it was stored with. */
export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where originals (listing photos, portraits, logos, documents) live, shared by every app instance.
 * Keys are relative paths (`listings/123/abc.jpg`, media-key.ts); every method refuses a bad key with
 * MediaKeyError before touching storage.
 */
export interface MediaStore {
  /** Stores `bytes` under `key`, replacing what was there; a reader sees the old object or the new one, never part of one. */
  put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void>;
  /** The object under `key`, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the object under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
