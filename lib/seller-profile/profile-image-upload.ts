import { apiError } from '@/lib/http/api-response';
import type { SellerScope } from '@/lib/listing-editor/server';
import { ingestPhoto, photoUploadLimits, readMultipart, refusalStatus, type MultipartLimits, type UploadRefusal } from '@/lib/uploads/server';
import { storeProfileImage } from './profile-images';
import { profileImage } from './profile-read';
import { profileImageFields, profileImageKinds, type ProfileImageKind, type UploadedProfileImage } from './profile-view';

// One portrait or logo from the request to the account (docs/seller-profile.md): the form read under
// the listing photos' caps but for one file, the photo made safe by the same pipeline (type from its
// bytes, pixel limit, upright, re-encoded as JPEG without EXIF, GPS or any other metadata), then stored.

/** The listing photos' caps (docs/uploads.md), for one file. */
export const profileImageLimits: MultipartLimits = { ...photoUploadLimits, files: 1 };

// The photo queue's "try again in a minute", for programs (as the listing photo routes say it).
const BUSY_RETRY_SECONDS = 60;

function refused(refusal: UploadRefusal, label?: string): Response {
  const headers: Record<string, string> = refusal.code === 'busy' ? { 'retry-after': String(BUSY_RETRY_SECONDS) } : {};
  return apiError(refusalStatus[refusal.code], [label ? `${label}: ${refusal.message}` : refusal.message], headers);
}

const kindOfField = (field: string): ProfileImageKind | undefined => profileImageKinds.find((kind) => profileImageFields[kind] === field);

export type ProfileImageUpload = { ok: true; image: UploadedProfileImage & { width: number; height: number } } | { ok: false; response: Response };

/** A portrait (form field `portrait`) or logo (`logo`): made safe, stored and made the scope's own account's, replacing the one before. */
export async function uploadProfileImage(scope: SellerScope, request: Request): Promise<ProfileImageUpload> {
  const form = await readMultipart(request, profileImageLimits);
  // The shared cap speaks of batches of photos ("Send at most 1 photos"): here it is one image.
  if (!form.ok) return { ok: false, response: form.code === 'too-many-files' ? apiError(refusalStatus[form.code], ['Send one image at a time.']) : refused(form) };
  // The caps let one file through: a second is refused while the form is read.
  const [file] = form.value.files;
  const kind = file ? kindOfField(file.field) : undefined;
  if (!file) return { ok: false, response: apiError(400, ['Choose a photo to upload.']) };
  if (!kind) return { ok: false, response: apiError(400, ['Send the image in the form field "portrait" or "logo".']) };
  const photo = await ingestPhoto(file.bytes);
  if (!photo.ok) return { ok: false, response: refused(photo, file.fileName || 'Photo') };
  const documentId = await storeProfileImage(scope, kind, photo.value);
  const image = profileImage(kind, documentId);
  if (!image) throw new Error('a stored image has no URL');
  return { ok: true, image: { ...image, kind, width: photo.value.width, height: photo.value.height } };
}
