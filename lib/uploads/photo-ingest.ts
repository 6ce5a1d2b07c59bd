import sharp, { type Metadata } from 'sharp';
import { QueueFullError, type ResizeQueue } from '@/lib/images/server';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, PHOTO_JPEG_QUALITY, PHOTO_TIMEOUT_SECONDS } from './limits';
import { photoQueue } from './photo-queue';
import { photoItem, refusals, type UploadResult } from './refusal';
import { sniffFileType, type SniffedType } from './sniff';

// One libvips thread per photo, as for resizes (lib/images/resize.ts): the queue decides how many run.
sharp.concurrency(1);

/** A photo as stored: upright, at most MAX_PHOTO_SIDE on its long side, JPEG, sRGB, no metadata. */
export interface IngestedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export interface PhotoIngestOptions {
  queue?: ResizeQueue;
  maxBytes?: number;
}

// What sharp reports as `format` for each type sharp is allowed to read; AVIF is HEIF with AV1 inside.
const decodable: Partial<Record<SniffedType, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };

const isTimeout = (error: unknown) => error instanceof Error && /^timeout\b/.test(error.message);
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

async function processPhoto(bytes: Uint8Array, expectedFormat: string): Promise<UploadResult<IngestedPhoto>> {
  let header: Metadata;
  try {
    // The header alone, without the pixel limit (which would refuse it unread), to name the size in the refusal.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return refusals.corrupt();
  }
  // The prebuilt libvips reads AV1 inside HEIF, not HEVC: a file labelled AVIF that holds HEVC is a HEIC photo.
  if (header.format === 'heif' && header.compression !== 'av1') return refusals.heic();
  if (header.format !== expectedFormat || !header.width || !header.height) return refusals.corrupt();
  if (header.width * header.height > MAX_PHOTO_PIXELS) return refusals.tooManyPixels(header.width, header.height, MAX_PHOTO_PIXELS);
  try {
    // failOn 'error': a photo cut short or with broken data is refused rather than stored half grey.
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS })
      .timeout({ seconds: PHOTO_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: MAX_PHOTO_SIDE, height: MAX_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency: transparent parts become white, not the black under them.
      .flatten({ background: '#ffffff' })
      // mozjpeg's tables and progressive scans without trellis quantisation: a third of full mozjpeg's CPU
      // for files a third larger (docs/uploads.md "Output: JPEG").
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true, trellisQuantisation: false, optimiseScans: false })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, value: { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height } };
  } catch (error) {
    if (isTimeout(error)) return refusals.busy();
    if (isPixelLimit(error)) return refusals.tooManyPixels(header.width, header.height, MAX_PHOTO_PIXELS);
    return refusals.corrupt();
  }
}

/**
 * A seller's photo made safe to store and serve: its type read from its bytes (JPEG, PNG, WebP, GIF or
 * AVIF; the first frame of an animation), turned upright by its EXIF orientation, reduced to
 * MAX_PHOTO_SIDE, re-encoded as JPEG in sRGB with every piece of metadata (EXIF with GPS, XMP, IPTC,
 * ICC, comments) left out. The work waits its turn in the photo queue; refusals say why in plain English.
 */
export async function ingestPhoto(bytes: Uint8Array, options: PhotoIngestOptions = {}): Promise<UploadResult<IngestedPhoto>> {
  const maxBytes = options.maxBytes ?? MAX_PHOTO_BYTES;
  if (bytes.length > maxBytes) return refusals.fileTooLarge(photoItem, maxBytes);
  const type = sniffFileType(bytes);
  if (type === 'heic') return refusals.heic();
  const expectedFormat = decodable[type];
  if (!expectedFormat) return refusals.notAnImage();
  try {
    return await (options.queue ?? photoQueue()).run(() => processPhoto(bytes, expectedFormat));
  } catch (error) {
    if (error instanceof QueueFullError) return refusals.busy();
    throw error;
  }
}
