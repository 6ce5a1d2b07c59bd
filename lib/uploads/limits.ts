// The caps of the upload pipeline (docs/uploads.md), each with the reason it is what it is.
// Our decisions: SPEC names no upload limits.
import { UPLOAD_REQUEST_MAX_BYTES } from '@/lib/http/body-cap';
import { documentItem, photoItem, type UploadItem } from './refusal';

const MB = 1024 * 1024;

/** A file the seller names a photo, as sent: a 48-megapixel phone JPEG is 10-20 MB; beyond 25 MB is a RAW-sized export no page needs. */
export const MAX_PHOTO_BYTES = 25 * MB;

/** A listing PDF (survey plat, soil report, brochure) is a few MB; 20 MB leaves room for scanned pages without storing print masters. */
export const MAX_DOCUMENT_BYTES = 20 * MB;

/** Photos in one request: a phone's share sheet sends a few dozen at most; a listing's longer gallery goes up in several requests. */
export const MAX_PHOTOS_PER_REQUEST = 30;

/** Documents in one request: a listing has a handful of PDFs. */
export const MAX_DOCUMENTS_PER_REQUEST = 10;

/** A whole upload request: the cap the server guard lets the upload routes declare (lib/http/body-cap.ts says why). */
export const MAX_UPLOAD_BYTES = UPLOAD_REQUEST_MAX_BYTES;

/** Text fields beside the files (a listing id, a caption): a form needs a few. */
export const MAX_FORM_FIELDS = 20;
export const MAX_FIELD_BYTES = 4 * 1024;
export const MAX_FIELD_NAME_BYTES = 100;

/** A client's file name is kept for display only; longer names are cut. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * Pixels of a photo's header, checked before decoding. Decoding takes 3 bytes a pixel and turning a
 * photo upright holds all of them at once: 50 MP is 150 MB per photo in work, and a 20,000 x 20,000
 * image that compresses to a few KB (a decompression bomb) would be 1.2 GB. 48 MP phone cameras fit.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * The long side a stored photo is reduced to (never enlarged). The image service serves at most 1980 px
 * (MAX_IMAGE_SIDE, lib/images/sizes.ts), so 4096 keeps room for larger sizes later at 1-3 MB a photo.
 */
export const MAX_PHOTO_SIDE = 4096;

/** Stored JPEG quality: a master that is resized again, so above the served default (80) by a margin that costs little. */
export const PHOTO_JPEG_QUALITY = 85;

/** One photo's processing, after it left the queue: a 50 MP photo takes a few seconds; past this something is wrong. */
export const PHOTO_TIMEOUT_SECONDS = 30;

/** Photos that may wait for a core: two full requests; a third is told the service is busy instead of waiting a minute. */
export const PHOTO_QUEUE_WAITING = 2 * MAX_PHOTOS_PER_REQUEST;

/** The caps of one multipart request, enforced while it is read (multipart.ts). */
export interface MultipartLimits {
  /** What the files are, for messages ("A photo can be at most 25 MB"). */
  item: UploadItem;
  fileBytes: number;
  files: number;
  fields: number;
  fieldBytes: number;
  totalBytes: number;
}

export const photoUploadLimits: MultipartLimits = {
  item: photoItem, fileBytes: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_REQUEST, fields: MAX_FORM_FIELDS, fieldBytes: MAX_FIELD_BYTES, totalBytes: MAX_UPLOAD_BYTES,
};

export const documentUploadLimits: MultipartLimits = {
  item: documentItem, fileBytes: MAX_DOCUMENT_BYTES, files: MAX_DOCUMENTS_PER_REQUEST, fields: MAX_FORM_FIELDS, fieldBytes: MAX_FIELD_BYTES, totalBytes: MAX_UPLOAD_BYTES,
};
