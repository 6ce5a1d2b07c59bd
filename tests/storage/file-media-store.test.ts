import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileMediaStore } from '@/lib/media-store';
import { mediaStoreContract } from './media-store-contract';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'file-media-store-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

// Every file under `dir`, hidden ones too, as paths relative to it.
const filesUnder = (dir: string) =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();

// A path below a symbolic link to itself: every file system call under it fails with ELOOP.
const loop = path.join(base, 'loop');
fs.symlinkSync('loop', loop);

let count = 0;
mediaStoreContract('FileMediaStore', async () => {
  const parent = path.join(base, `store-${++count}`);
  const root = path.join(parent, 'media');
  fs.mkdirSync(root, { recursive: true });
  // The parent is listed too: a key that escaped the root would show up there.
  return { store: new FileMediaStore(root), contents: async () => filesUnder(parent), unreachable: new FileMediaStore(path.join(loop, 'media')) };
});

describe('FileMediaStore on disk', () => {
  const dir = () => fs.mkdtempSync(path.join(base, 'disk-'));

  it('keeps an object as the plain file {MEDIA_DIR}/{key}, with no other file when the extension gives its type', async () => {
    const root = dir();
    const store = new FileMediaStore(root);
    await store.put('seed/landscape-water-1.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await store.put('seed/documents/plat.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(filesUnder(root)).toEqual(['seed/documents/plat.pdf', 'seed/landscape-water-1.jpg']);
    expect(fs.readFileSync(path.join(root, 'seed/landscape-water-1.jpg'), 'utf8')).toBe('jpeg');
  });

  it('keeps another content type in a hidden file beside the object, and removes it with the object', async () => {
    const root = dir();
    const store = new FileMediaStore(root);
    await store.put('uploads/scan.jpg', Buffer.from('png'), 'image/png');
    expect(filesUnder(root)).toEqual(['uploads/.scan.jpg.content-type', 'uploads/scan.jpg']);
    await store.put('uploads/scan.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(filesUnder(root)).toEqual(['uploads/scan.jpg']);
    await store.put('uploads/scan.jpg', Buffer.from('png'), 'image/png');
    await store.delete('uploads/scan.jpg');
    expect(filesUnder(root)).toEqual([]);
  });

  it('reads a file written by other means with the type its extension names', async () => {
    const root = dir();
    fs.mkdirSync(path.join(root, 'seed'));
    fs.writeFileSync(path.join(root, 'seed/AB.png'), 'png');
    fs.writeFileSync(path.join(root, 'seed/data.bin'), 'bytes');
    expect(await new FileMediaStore(root).get('seed/AB.png')).toEqual({ bytes: Buffer.from('png'), contentType: 'image/png' });
    expect((await new FileMediaStore(root).get('seed/data.bin'))?.contentType).toBe('application/octet-stream');
  });

  it('answers a folder or a named pipe at a key as no object, without waiting on the pipe', async () => {
    const root = dir();
    fs.mkdirSync(path.join(root, 'listings/1'), { recursive: true });
    execFileSync('mkfifo', [path.join(root, 'listings/pipe.jpg')]);
    const store = new FileMediaStore(root);
    expect([await store.get('listings/1'), await store.exists('listings/1')]).toEqual([null, false]);
    expect([await store.get('listings/pipe.jpg'), await store.exists('listings/pipe.jpg')]).toEqual([null, false]);
  });

  it('lets a reader see the old file or the new one while it is replaced, never part of one', async () => {
    const store = new FileMediaStore(dir());
    const [first, second] = [Buffer.alloc(2 * 1024 * 1024, 'a'), Buffer.alloc(3 * 1024 * 1024, 'b')];
    await store.put('listings/8/hero.jpg', first, 'image/jpeg');
    const seen: (Buffer | undefined)[] = [];
    for (const bytes of [second, first, second, first]) {
      let writing = true;
      const put = store.put('listings/8/hero.jpg', bytes, 'image/jpeg').finally(() => { writing = false; });
      // Reads start one after another for as long as the put is under way.
      while (writing) seen.push((await store.get('listings/8/hero.jpg'))?.bytes);
      await put;
    }
    expect(seen.length).toBeGreaterThanOrEqual(4);
    for (const bytes of seen) expect(bytes?.equals(first) || bytes?.equals(second)).toBe(true);
  });

  it('leaves no temp file behind, and fails a put whose folder is a file', async () => {
    const root = dir();
    const store = new FileMediaStore(root);
    await Promise.all(Array.from({ length: 8 }, (_, i) => store.put(`a/${i}.jpg`, Buffer.alloc(100_000, i), 'image/jpeg')));
    fs.writeFileSync(path.join(root, 'b'), 'a file, not a folder');
    await expect(store.put('b/1.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(filesUnder(root).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
