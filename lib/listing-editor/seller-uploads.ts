import { apiError } from '@/lib/http/api-response';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import {
  documentUploadLimits, ingestDocument, ingestPhoto, photoUploadLimits, readMultipart, refusalStatus,
  type MultipartLimits, type UploadRefusal, type UploadResult,
} from '@/lib/uploads/server';
import type { SellerScope } from './seller-scope';
import { uploadFields } from './upload-fields';
import { storeUploads, type FileToStore } from './upload-store';

// A seller's photos or listing PDFs, from the request to the store (docs/seller-workspace.md
// "Uploading"): the form read under the upload caps, every file checked, and only then every file
// stored. One refused file refuses the whole request, so a seller never has half a batch to sort out.

export interface UploadedPhoto {
  documentId: number;
  /** The client's file name, for display only. */
  name: string;
  width: number;
  height: number;
  /** The photo as a thumbnail from the image service. */
  src: string;
}

export interface UploadedDocument {
  documentId: number;
  name: string;
  bytes: number;
}

export type SellerUpload<T> = { ok: true; items: T[] } | { ok: false; response: Response };

interface UploadKind<F extends FileToStore> {
  limits: MultipartLimits;
  field: string;
  check: (bytes: Buffer) => Promise<UploadResult<F>>;
}

type PhotoToStore = FileToStore & { width: number; height: number };

const photos: UploadKind<PhotoToStore> = {
  limits: photoUploadLimits,
  field: uploadFields.photos,
  async check(bytes) {
    const photo = await ingestPhoto(bytes);
    return photo.ok ? { ok: true, value: { ...photo.value, extension: 'jpg' } } : photo;
  },
};

const pdfs: UploadKind<FileToStore> = {
  limits: documentUploadLimits,
  field: uploadFields.documents,
  async check(bytes) {
    const document = ingestDocument(bytes);
    return document.ok ? { ok: true, value: { ...document.value, extension: 'pdf', width: null, height: null } } : document;
  },
};

// The photo queue's "try again in a minute", for programs.
const BUSY_RETRY_SECONDS = 60;

/** The answer to a refused upload: the first refusal's status, and one message per refused file, each naming it. */
function refusedResponse(refused: ReadonlyArray<{ refusal: UploadRefusal; label?: string }>): Response {
  const status = refused[0] ? refusalStatus[refused[0].refusal.code] : 400;
  const busy = refused.some(({ refusal }) => refusal.code === 'busy');
  return apiError(
    status,
    refused.map(({ refusal, label }) => (label ? `${label}: ${refusal.message}` : refusal.message)),
    busy ? { 'retry-after': String(BUSY_RETRY_SECONDS) } : {},
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

async function upload<F extends FileToStore>(scope: SellerScope, request: Request, kind: UploadKind<F>): Promise<SellerUpload<F & { name: string; documentId: number }>> {
  const form = await readMultipart(request, kind.limits);
  if (!form.ok) return { ok: false, response: refusedResponse([{ refusal: form }]) };
  const { files } = form.value;
  const item = kind.limits.item;
  if (files.some((file) => file.field !== kind.field)) return { ok: false, response: apiError(400, [`Send the ${item.many} in the form field "${kind.field}".`]) };
  if (files.length === 0) return { ok: false, response: apiError(400, [`Choose at least one ${item.one} to upload.`]) };

  // Every file is checked before anything is stored; photos take their turns in the photo queue.
  const checked = await Promise.all(files.map(async (file, index) => ({
    name: file.fileName,
    // A file sent without a name is named by its place in the request.
    label: file.fileName || `${capitalized(item.one)} ${index + 1}`,
    result: await kind.check(file.bytes),
  })));
  const refused = checked.flatMap(({ label, result }) => (result.ok ? [] : [{ refusal: result, label }]));
  if (refused.length > 0) return { ok: false, response: refusedResponse(refused) };
  const accepted = checked.flatMap(({ name, result }) => (result.ok ? [{ ...result.value, name }] : []));
  return { ok: true, items: await storeUploads(scope.accountId, accepted) };
}

/** Photos sent in the form field `photos`: each made safe (upright, no metadata, JPEG), then all stored for the seller's account. */
export async function uploadPhotos(scope: SellerScope, request: Request): Promise<SellerUpload<UploadedPhoto>> {
  const result = await upload(scope, request, photos);
  if (!result.ok) return result;
  return {
    ok: true,
    items: result.items.map(({ documentId, name, width, height }) => ({ documentId, name, width, height, src: resizedImageUrl({ documentId, ...imageSizes.thumbnail }) })),
  };
}

/** Listing PDFs sent in the form field `documents`: each checked, then all stored byte for byte for the seller's account. */
export async function uploadDocuments(scope: SellerScope, request: Request): Promise<SellerUpload<UploadedDocument>> {
  const result = await upload(scope, request, pdfs);
  if (!result.ok) return result;
  return { ok: true, items: result.items.map(({ documentId, name, bytes }) => ({ documentId, name, bytes: bytes.length })) };
}
