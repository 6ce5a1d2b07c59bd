import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VariantCache } from '@/lib/images/variant-cache';

let dir: string;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-cache-')); });
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 32);
const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

/** Every file under the cache directory, relative, with its size. */
function filesOnDisk(): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      found.set(path.relative(dir, file), fs.statSync(file).size);
    }
  }
  return found;
}
const totalOnDisk = () => [...filesOnDisk().values()].reduce((a, b) => a + b, 0);
const cached = (name: string, format = 'webp') => filesOnDisk().has(path.join(key(name).slice(0, 2), `${key(name)}.${format}`));

describe('VariantCache', () => {
  it('stores a variant at {dir}/{two hex digits}/{key}.{format} and reads it back, leaving no temp file', async () => {
    const cache = new VariantCache(dir, 10_000);
    await cache.write(key('a'), 'avif', bytes(100, 7));
    expect([...filesOnDisk().keys()]).toEqual([path.join(key('a').slice(0, 2), `${key('a')}.avif`)]);
    expect(await cache.read(key('a'), 'avif')).toEqual(bytes(100, 7));
    expect(await cache.read(key('a'), 'webp')).toBeNull();
  });

  it('stays under its cap and deletes the least recently used variants first', async () => {
    const cache = new VariantCache(dir, 10_000);
    for (const name of ['a', 'b', 'c']) await cache.write(key(name), 'webp', bytes(3000));
    // Reading a makes b the least recently used.
    expect(await cache.read(key('a'), 'webp')).not.toBeNull();
    await cache.write(key('d'), 'webp', bytes(3000));
    expect(['a', 'b', 'c', 'd'].map((n) => cached(n))).toEqual([true, false, true, true]);
    await cache.write(key('e'), 'webp', bytes(3000));
    expect(['a', 'b', 'c', 'd', 'e'].map((n) => cached(n))).toEqual([true, false, false, true, true]);
    for (let i = 0; i < 40; i++) await cache.write(key(`many-${i}`), 'jpeg', bytes(700 + i * 13));
    expect(totalOnDisk()).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(totalOnDisk());
    expect(cached('many-39', 'jpeg')).toBe(true);
  });

  it('keeps a rewritten variant instead of deleting it as a replaced entry', async () => {
    const cache = new VariantCache(dir, 10_000);
    await cache.write(key('a'), 'webp', bytes(100, 1));
    await cache.write(key('a'), 'webp', bytes(200, 2));
    expect(await cache.read(key('a'), 'webp')).toEqual(bytes(200, 2));
    expect(cache.size).toBe(200);
  });

  it('does not keep a variant larger than the whole cache', async () => {
    const cache = new VariantCache(dir, 1000);
    await cache.write(key('big'), 'webp', bytes(1001));
    expect(filesOnDisk().size).toBe(0);
  });

  it('answers a miss for a variant deleted behind its back, and forgets it', async () => {
    const cache = new VariantCache(dir, 10_000);
    await cache.write(key('a'), 'webp', bytes(500));
    fs.rmSync(path.join(dir, key('a').slice(0, 2)), { recursive: true });
    expect(await cache.read(key('a'), 'webp')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('trims a directory left over its cap on first use, oldest first, and removes crashed temp files', async () => {
    const old = Date.now() / 1000 - 10_000;
    for (let i = 0; i < 10; i++) {
      const file = path.join(dir, key(`old-${i}`).slice(0, 2), `${key(`old-${i}`)}.webp`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes(2000));
      fs.utimesSync(file, old + i, old + i);
    }
    const temp = path.join(dir, key('old-0').slice(0, 2), `${key('crashed')}.webp.123.4.tmp`);
    fs.writeFileSync(temp, bytes(5000));
    expect(totalOnDisk()).toBe(25_000);

    const cache = new VariantCache(dir, 9000);
    expect(await cache.read(key('old-9'), 'webp')).not.toBeNull();
    expect(totalOnDisk()).toBeLessThanOrEqual(9000);
    expect(fs.existsSync(temp)).toBe(false);
    expect(Array.from({ length: 10 }, (_, i) => cached(`old-${i}`))).toEqual([false, false, false, false, false, false, true, true, true, true]);
    expect(cache.size).toBe(8000);
  });

  it('starts empty when the directory does not exist yet', async () => {
    const cache = new VariantCache(path.join(dir, 'not', 'yet'), 1000);
    expect(await cache.read(key('a'), 'webp')).toBeNull();
    await cache.write(key('a'), 'webp', bytes(10));
    expect(await cache.read(key('a'), 'webp')).toEqual(bytes(10));
  });
});
