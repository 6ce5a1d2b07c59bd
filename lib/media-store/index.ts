// Server only: the store of originals (photos, portraits, logos, documents) every app instance shares,
// on the file system (MEDIA_DIR) or in an S3 bucket (docs/media-store.md).
export type { MediaStore, StoredMedia } from './media-store';
export { checkMediaKey, isMediaKey, MAX_MEDIA_KEY_LENGTH, MAX_MEDIA_KEY_SEGMENT, MediaKeyError, mediaKeyProblem } from './media-key';
export { MediaContentTypeError } from './content-type';
export { FileMediaStore } from './file-media-store';
export { S3MediaStore, type S3MediaStoreOptions } from './s3-media-store';
export { mediaStore, mediaStoreFrom } from './configured-store';
