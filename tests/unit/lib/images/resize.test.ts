import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRequest } from '@/lib/images/params';
import { resizeImage, variantKey } from '@/lib/images/resize';

let dir: string;
let source: string;
const request: ImageRequest = { height: 81, width: 122, fit: 'cover', quality: 60, format: 'webp', documentId: 1 };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resize-test-'));
  source = path.join(dir, 'source.jpg');
  await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 120, b: 60 } } }).jpeg().toFile(source);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resizeImage', () => {
  it.each(['webp', 'avif', 'jpeg'] as const)('produces the requested size as %s', async (format) => {
    const meta = await sharp(await resizeImage(fs.readFileSync(source), { ...request, format }, 10)).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([format, 122, 81]);
  });

  it('scales a small original up to the requested box', async () => {
    const meta = await sharp(await resizeImage(fs.readFileSync(source), { ...request, height: 720, width: 1980, fit: 'fill' }, 10)).metadata();
    expect([meta.width, meta.height]).toEqual([1980, 720]);
  });

  it('rejects a file that is not an image', async () => {
    await expect(resizeImage(Buffer.from('not an image'), request, 10)).rejects.toThrow();
  });

  it('refuses a source above the pixel limit before decoding it', async () => {
    // A small JPEG whose header claims 10000 x 10000 pixels (100 MP, above MAX_INPUT_PIXELS).
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    jpeg.writeUInt16BE(10_000, sof + 5);
    jpeg.writeUInt16BE(10_000, sof + 7);
    await expect(resizeImage(jpeg, request, 10)).rejects.toThrow(/pixel limit/);
  });
});

describe('variantKey', () => {
  it('differs for every parameter and for the source file, and is stable', () => {
    const base = variantKey(request, 'x.jpg');
    expect(variantKey(request, 'x.jpg')).toBe(base);
    const variants = [
      variantKey({ ...request, height: 162 }, 'x.jpg'),
      variantKey({ ...request, width: 244 }, 'x.jpg'),
      variantKey({ ...request, fit: 'contain' }, 'x.jpg'),
      variantKey({ ...request, quality: 80 }, 'x.jpg'),
      variantKey({ ...request, format: 'jpeg' }, 'x.jpg'),
      variantKey(request, 'y.jpg'),
    ];
    expect(new Set([base, ...variants]).size).toBe(7);
  });
});
