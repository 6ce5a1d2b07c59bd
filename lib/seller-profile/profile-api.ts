import { getData, uploadFiles, type UploadAnswer } from '@/lib/listing-editor';
import { sellerProfileViewSchema, uploadedProfileImageSchema, profileImageFields, type ProfileImageKind, type UploadedProfileImage } from './profile-view';

// The profile editor's calls from the browser (docs/seller-profile.md); saving the form goes through
// the visitor-form wiring (PUT to `sellerProfilePaths.profile`).

export const sellerProfilePaths = {
  profile: '/api/seller/profile',
  images: '/api/seller/uploads/profile-images',
} as const;

export const fetchSellerProfile = () => getData(sellerProfilePaths.profile, sellerProfileViewSchema);

/** Sends one portrait or logo with progress (0-100); the answer is the stored image, or the refusal's sentence. */
export async function sendProfileImage(kind: ProfileImageKind, file: File, onProgress: (percent: number) => void, failed: string): Promise<UploadAnswer<UploadedProfileImage>> {
  return uploadFiles(sellerProfilePaths.images, profileImageFields[kind], [file], uploadedProfileImageSchema, onProgress, failed);
}
