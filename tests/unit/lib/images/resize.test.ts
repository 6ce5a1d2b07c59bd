import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRequest } from '@/lib/images/params';
import { resizedVariant, variantKey } from '@/lib/images/resize';

let dir: string;
let source: string;
const request: ImageRequest = { height: 60, width: 80, fit: 'cover', quality: 70, format: 'webp', documentId: 1 };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resize-test-'));
  source = path.join(dir, 'source.jpg');
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } }).jpeg().toFile(source);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resizedVariant', () => {
  it('produces the requested size and format', async () => {
    const cacheDir = path.join(dir, 'cache-a');
    const output = await resizedVariant(source, request, cacheDir, variantKey(request, 'photos/a.jpg'));
    const meta = await sharp(output).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 80, 60]);
  });

  it('writes the variant to the disk cache once and serves it from there, leaving no temp files', async () => {
    const cacheDir = path.join(dir, 'cache-b');
    const key = variantKey(request, 'photos/b.jpg');
    const first = await resizedVariant(source, request, cacheDir, key);
    const cachedFile = path.join(cacheDir, key.slice(0, 2), `${key}.webp`);
    expect(fs.readFileSync(cachedFile).equals(first)).toBe(true);
    // A marker in the cached file proves the second answer comes from the cache, not from sharp.
    fs.writeFileSync(cachedFile, 'cached');
    expect((await resizedVariant(source, request, cacheDir, key)).toString()).toBe('cached');
    expect(fs.readdirSync(path.dirname(cachedFile)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('rejects a file that is not an image', async () => {
    const bogus = path.join(dir, 'bogus.jpg');
    fs.writeFileSync(bogus, 'not an image');
    await expect(resizedVariant(bogus, request, path.join(dir, 'cache-c'), 'ff'.repeat(16))).rejects.toThrow();
  });
});

describe('variantKey', () => {
  it('differs for every parameter and for the source file, and is stable', () => {
    const base = variantKey(request, 'x.jpg');
    expect(variantKey(request, 'x.jpg')).toBe(base);
    const variants = [
      variantKey({ ...request, height: 61 }, 'x.jpg'),
      variantKey({ ...request, width: 81 }, 'x.jpg'),
      variantKey({ ...request, fit: 'contain' }, 'x.jpg'),
      variantKey({ ...request, quality: 71 }, 'x.jpg'),
      variantKey({ ...request, format: 'png' }, 'x.jpg'),
      variantKey(request, 'y.jpg'),
    ];
    expect(new Set([base, ...variants]).size).toBe(7);
  });
});
