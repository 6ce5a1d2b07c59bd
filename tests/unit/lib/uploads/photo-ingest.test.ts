import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SIDE } from '@/lib/images';
import { ResizeQueue } from '@/lib/images/server';
import {
  ingestPhoto, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, photoQueueOptions, PHOTO_QUEUE_WAITING, readMultipart,
  type IngestedPhoto, type UploadRefusalCode, type UploadResult,
} from '@/lib/uploads/server';
import { exifHasGps, expectPlainEnglish, jpegSegmentMarkers, multipartRequest, phonePhoto, pngBomb, svgWithScript, zipWithOneFile } from './fixtures';

function accepted(result: UploadResult<IngestedPhoto>): IngestedPhoto {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.message}`);
  return result.value;
}

function expectRefusal(result: UploadResult<IngestedPhoto>, code: UploadRefusalCode): string {
  expect(result).toMatchObject({ ok: false, code });
  const message = result.ok ? '' : result.message;
  expectPlainEnglish(message);
  return message;
}

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 0, g: 0, b: 255, alpha: 0 } : '#5a7d3c' } });

/** The sRGB colour of one pixel of an encoded image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('ingestPhoto: what is kept', () => {
  it('turns a sideways phone photo upright and drops its EXIF, GPS, XMP and ICC profile', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    // The fixture really carries what must go.
    expect([before.width, before.height, before.orientation]).toEqual([300, 200, 6]);
    expect(before.exif && exifHasGps(before.exif)).toBe(true);
    expect([before.xmp === undefined, before.icc === undefined]).toEqual([false, false]);

    const photo = accepted(await ingestPhoto(original));
    expect([photo.contentType, photo.width, photo.height]).toEqual(['image/jpeg', 200, 300]);
    const after = await sharp(photo.bytes).metadata();
    expect([after.format, after.width, after.height]).toEqual(['jpeg', 200, 300]);
    expect(after.orientation ?? 1).toBe(1);
    expect({ exif: after.exif, xmp: after.xmp, icc: after.icc, iptc: after.iptc, comments: after.comments })
      .toEqual({ exif: undefined, xmp: undefined, icc: undefined, iptc: undefined, comments: undefined });
    // No APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) or comment segment at all: only JFIF, tables and frame.
    const markers = jpegSegmentMarkers(photo.bytes);
    expect(markers.at(-1)).toBe(0xda);
    expect(markers.filter((m) => m !== 0xe0 && m !== 0xdb && m !== 0xc4 && m !== 0xc0 && m !== 0xc2 && m !== 0xda)).toEqual([]);
    expect(photo.bytes.includes('GPS')).toBe(false);
    expect(photo.bytes.includes('PhoneMaker')).toBe(false);
    expect(photo.bytes.includes('Seller Name')).toBe(false);
    // Upright: the left (red) half of the sideways original is now on top; colours are sRGB values.
    const [top, bottom] = await Promise.all([pixel(photo.bytes, 100, 40), pixel(photo.bytes, 100, 260)]);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(40);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(40);
  });

  it('converts a Display P3 photo\'s colours to sRGB before dropping its profile', async () => {
    const p3 = await solid(40, 30).withIccProfile('p3').jpeg({ quality: 95 }).toBuffer();
    const asSrgb = await pixel(p3, 10, 10);
    const stored = await pixel(await sharp(p3, { ignoreIcc: true }).jpeg().toBuffer(), 10, 10);
    // The file's numbers are P3 numbers: read without the profile they are another colour.
    expect(Math.max(...asSrgb.map((v, i) => Math.abs(v - (stored[i] ?? 0))))).toBeGreaterThan(6);
    const photo = accepted(await ingestPhoto(p3));
    const result = await pixel(photo.bytes, 10, 10);
    expect(Math.max(...asSrgb.map((v, i) => Math.abs(v - (result[i] ?? 0))))).toBeLessThanOrEqual(3);
  });

  it.each([
    ['PNG', () => solid(640, 480).png().toBuffer()],
    ['WebP', () => solid(640, 480).webp().toBuffer()],
    ['GIF', () => solid(640, 480).gif().toBuffer()],
    ['AVIF', () => solid(640, 480).avif().toBuffer()],
    ['JPEG', () => solid(640, 480).jpeg().toBuffer()],
  ])('accepts a %s and stores it as a JPEG of the same size', async (_, make) => {
    const photo = accepted(await ingestPhoto(await make()));
    const meta = await sharp(photo.bytes).metadata();
    expect([photo.contentType, meta.format, photo.width, photo.height, meta.width, meta.height]).toEqual(['image/jpeg', 'jpeg', 640, 480, 640, 480]);
  });

  it('puts transparent parts on white, not black', async () => {
    const photo = accepted(await ingestPhoto(await solid(20, 20, 4).png().toBuffer()));
    expect(await pixel(photo.bytes, 10, 10)).toEqual([255, 255, 255]);
  });

  it(`reduces the long side to ${MAX_PHOTO_SIDE} px and never enlarges`, async () => {
    const wide = accepted(await ingestPhoto(await solid(6000, 2000).jpeg().toBuffer()));
    expect([wide.width, wide.height]).toEqual([MAX_PHOTO_SIDE, 1365]);
    const tall = accepted(await ingestPhoto(await solid(1500, 5000).png().toBuffer()));
    expect([tall.width, tall.height]).toEqual([1229, MAX_PHOTO_SIDE]);
    const tiny = accepted(await ingestPhoto(await solid(90, 60).png().toBuffer()));
    expect([tiny.width, tiny.height]).toEqual([90, 60]);
  });

  it('keeps stored photos at least as large as the largest size the image service serves', () => {
    expect(MAX_PHOTO_SIDE).toBeGreaterThanOrEqual(MAX_IMAGE_SIDE);
  });
});

describe('ingestPhoto: refusals', () => {
  it('refuses a 20,000 x 20,000 PNG from its header, before decoding it', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    const started = performance.now();
    const message = expectRefusal(await ingestPhoto(bomb), 'too-many-pixels');
    // Decoding 400 megapixels would take many seconds and over a gigabyte; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(message).toBe('This photo is 20,000 x 20,000 pixels; a photo can have at most 50 megapixels. Please send a smaller size.');
  });

  it('refuses a photo just above the pixel limit and accepts one at it', async () => {
    // Headers only: a 1-bit PNG of the exact size is small to build and to read.
    expectRefusal(await ingestPhoto(pngBomb(10_001, 5_000)), 'too-many-pixels');
    const atLimit = accepted(await ingestPhoto(pngBomb(10_000, 5_000)));
    expect([atLimit.width, atLimit.height]).toEqual([MAX_PHOTO_SIDE, 2048]);
  });

  it('refuses a zip file sent as photo.jpg as not an image, whatever its name and declared type', async () => {
    const form = await readMultipart(multipartRequest([{ name: 'photos', fileName: 'photo.jpg', type: 'image/jpeg', bytes: zipWithOneFile('photo.jpg', 'x') }]));
    if (!form.ok) throw new Error(form.message);
    const [file] = form.value.files;
    expect(file?.fileName).toBe('photo.jpg');
    expectRefusal(await ingestPhoto(file?.bytes ?? Buffer.alloc(0)), 'not-an-image');
  });

  it.each([
    ['an SVG with a script', svgWithScript],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as not an image', async (_, bytes) => {
    const message = expectRefusal(await ingestPhoto(bytes), 'not-an-image');
    expect(message).toBe('This file is not a photo. Please send JPEG, PNG, WebP, GIF or AVIF images.');
  });

  it('refuses HEIC, saying how to send JPEG instead: the installed sharp cannot decode HEVC', async () => {
    // sharp's prebuilt libvips carries libheif with the AV1 decoder only. When a build lists .heic,
    // this test fails, and HEIC can be let through after checking that it decodes.
    expect(sharp.format.heif?.input.fileSuffix).toEqual(['.avif']);
    const heicStart = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    const message = expectRefusal(await ingestPhoto(heicStart), 'unsupported-type');
    expect(message).toMatch(/^HEIC photos cannot be read here\. Please send the photo as JPEG, PNG or WebP/);
    // A file that calls itself AVIF but holds HEVC is refused the same way, after its header is read.
    const avif = await solid(16, 16).avif().toBuffer();
    const relabelled = Buffer.from(avif);
    relabelled.write('heic', 8, 'latin1');
    expect(relabelled.subarray(8, 28).toString('latin1')).toMatch(/^heic.*avif/);
    expectRefusal(await ingestPhoto(relabelled), 'unsupported-type');
  });

  it('refuses a truncated JPEG and one with broken data as damaged', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const message = expectRefusal(await ingestPhoto(truncated), 'corrupt');
    expect(message).toBe('This photo could not be read: the file is damaged or incomplete. Please try sending it again.');
    expectRefusal(await ingestPhoto(jpeg.subarray(0, 200)), 'corrupt');
    expectRefusal(await ingestPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 0x11)])), 'corrupt');
  });

  it('refuses a file over the size cap before reading it', async () => {
    const photo = await solid(64, 64).jpeg().toBuffer();
    const message = expectRefusal(await ingestPhoto(photo, { maxBytes: photo.length - 1 }), 'file-too-large');
    expect(message).toMatch(/^A photo can be at most [\d.]+ MB\.$/);
    accepted(await ingestPhoto(photo, { maxBytes: photo.length }));
  });
});

describe('ingestPhoto: the photo queue', () => {
  it('runs one photo per core and lets two full requests wait', () => {
    expect(photoQueueOptions()).toEqual({ concurrency: os.availableParallelism(), maxWaiting: PHOTO_QUEUE_WAITING });
  });

  it('answers "busy" at once when every slot and waiting place is taken, without reading the photo', async () => {
    const queue = new ResizeQueue({ concurrency: 1, maxWaiting: 1 });
    let release = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => { release = resolve; }));
    const jpeg = await solid(32, 32).jpeg().toBuffer();
    const waiting = ingestPhoto(jpeg, { queue });
    const message = expectRefusal(await ingestPhoto(jpeg, { queue }), 'busy');
    expect(message).toBe('Many photos are being processed right now. Please try again in a minute.');
    expect([queue.running, queue.waiting]).toEqual([1, 1]);
    release();
    await blocker;
    accepted(await waiting);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});
