import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

const remove = (file: string) => fs.rm(file, { force: true }).catch(() => undefined);

async function listDir(dir: string) {
  return fs.readdir(dir, { withFileTypes: true }).catch(() => []);
}

let tempSequence = 0;

/**
 * Resized variants on disk as `{dir}/{first two hex digits}/{key}.{format}`, at most `maxBytes` in
 * all: writing past the cap deletes the least recently used files. The index lives in memory, so the
 * first use in a process rebuilds it from the directory (oldest access or modification first) and
 * trims what a previous process or a lower cap left behind. One process should own a directory.
 */
export class VariantCache {
  readonly #files: LRUCache<string, number>;
  readonly #removals: Promise<unknown>[] = [];
  #indexed: Promise<void> | undefined;

  constructor(readonly dir: string, readonly maxBytes: number) {
    this.#files = new LRUCache<string, number>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => Math.max(1, bytes),
      // Only eviction deletes: 'set' re-tracks a file just rewritten in place, 'delete' forgets one already gone.
      dispose: (_bytes, file, reason) => {
        if (reason === 'evict') this.#removals.push(remove(file));
      },
    });
  }

  /** Bytes of the files the cache tracks. */
  get size(): number {
    return this.#files.calculatedSize;
  }

  fileFor(key: string, format: string): string {
    return path.join(/*turbopackIgnore: true*/ this.dir, key.slice(0, 2), `${key}.${format}`);
  }

  /** The cached variant, or null; a hit makes the file the most recently used. */
  async read(key: string, format: string): Promise<Buffer | null> {
    await this.#index();
    const file = this.fileFor(key, format);
    const body = await fs.readFile(file).catch(() => null);
    if (!body) {
      this.#files.delete(file);
      return null;
    }
    // get() refreshes recency; a file this process did not write yet is adopted.
    if (this.#files.get(file) === undefined) await this.#track(file, body.length);
    return body;
  }

  /** Stores a variant atomically (temp file, then rename), so a reader sees no file or the whole file. */
  async write(key: string, format: string, body: Uint8Array): Promise<void> {
    // A variant larger than the whole cache is served but not kept.
    if (body.length > this.maxBytes) return;
    await this.#index();
    const file = this.fileFor(key, format);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${++tempSequence}.tmp`;
    try {
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    } catch (error) {
      await remove(temp);
      throw error;
    }
    await this.#track(file, body.length);
  }

  async #track(file: string, bytes: number): Promise<void> {
    // lru-cache silently skips an entry above maxSize, which would leave its file behind untracked.
    if (bytes > this.maxBytes) await remove(file);
    else this.#files.set(file, bytes);
    await Promise.all(this.#removals.splice(0));
  }

  #index(): Promise<void> {
    this.#indexed ??= this.#scan();
    return this.#indexed;
  }

  async #scan(): Promise<void> {
    const found: { file: string; bytes: number; used: number }[] = [];
    for (const folder of await listDir(this.dir)) {
      if (!folder.isDirectory()) continue;
      const folderPath = path.join(/*turbopackIgnore: true*/ this.dir, folder.name);
      await Promise.all((await listDir(folderPath)).map(async (entry) => {
        const file = path.join(/*turbopackIgnore: true*/ folderPath, entry.name);
        // A temp file at start-up is what a crashed write left: nothing will ever rename it.
        if (entry.name.endsWith('.tmp')) return remove(file);
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ file, bytes: stat.size, used: Math.max(stat.atimeMs, stat.mtimeMs) });
      }));
    }
    // Oldest first, so the most recently used files end up the last to be evicted.
    found.sort((a, b) => a.used - b.used);
    for (const { file, bytes } of found) await this.#track(file, bytes);
  }
}
