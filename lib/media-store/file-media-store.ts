import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkContentType, contentTypeFromKey } from './content-type';
import { checkMediaKey } from './media-key';
import type { MediaStore, StoredMedia } from './media-store';

// What the file system says when a key has no object: no such file, or a folder on its path is a file.
const isMissing = (error: unknown) => error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

function missingAs<T>(value: T): (error: unknown) => T {
  return (error) => {
    if (isMissing(error)) return value;
    throw error;
  };
}

// O_NONBLOCK: opening a FIFO someone left under the folder must not wait for a writer.
const readFlags = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0);

/** A regular file's bytes; null when there is no such file, or it is a folder or anything else. */
async function readRegularFile(file: string): Promise<Buffer | null> {
  const handle = await fs.open(file, readFlags).catch(missingAs(null));
  if (!handle) return null;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : null;
  } finally {
    await handle.close();
  }
}

/**
 * Writes a hidden temp file beside `file`, flushes it to disk and renames it over `file`: a reader sees
 * the old file or the new one, and a crash leaves at most a stray temp file. The random part keeps two
 * instances sharing the folder (containers both running as pid 1) from picking the same temp name.
 */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temp = path.join(/*turbopackIgnore: true*/ path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Originals under one folder (MEDIA_DIR), a key's object at `{dir}/{key}`. A content type other than
 * the one the key's extension implies (`contentTypeFromKey`) is kept in a hidden `.{name}.content-type`
 * file beside it, so the usual `photo.jpg` as image/jpeg is one plain file, and a file copied in by hand
 * is an object as it is. Key segments never start with a dot, so no key names a temp or content-type file.
 */
export class FileMediaStore implements MediaStore {
  readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(/*turbopackIgnore: true*/ dir);
  }

  async put(key: string, bytes: Buffer | Uint8Array, contentType: string): Promise<void> {
    const file = this.#file(key);
    checkContentType(contentType);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const typeFile = contentTypeFile(file);
    // The type goes first: a reader of a new key never gets its bytes with the default type.
    if (contentType === contentTypeFromKey(key)) await fs.rm(typeFile, { force: true });
    else await writeAtomically(typeFile, contentType);
    await writeAtomically(file, bytes);
  }

  async get(key: string): Promise<StoredMedia | null> {
    const file = this.#file(key);
    const bytes = await readRegularFile(file);
    if (!bytes) return null;
    const stored = await fs.readFile(contentTypeFile(file), 'utf8').catch(missingAs(null));
    return { bytes, contentType: stored ?? contentTypeFromKey(key) };
  }

  async delete(key: string): Promise<void> {
    const file = this.#file(key);
    await fs.rm(file, { force: true }).catch(missingAs(undefined));
    await fs.rm(contentTypeFile(file), { force: true }).catch(missingAs(undefined));
  }

  async exists(key: string): Promise<boolean> {
    const stat = await fs.stat(this.#file(key)).catch(missingAs(null));
    return stat?.isFile() ?? false;
  }

  #file(key: string): string {
    checkMediaKey(key);
    return path.join(/*turbopackIgnore: true*/ this.root, ...key.split('/'));
  }
}

function contentTypeFile(file: string): string {
  return path.join(/*turbopackIgnore: true*/ path.dirname(file), `.${path.basename(file)}.content-type`);
}
