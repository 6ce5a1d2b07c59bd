// The server face of lib/seller-profile, the seller's public profile as the seller edits it
// (docs/seller-profile.md): reading and saving the scope's own account, and its portrait and logo
// through the listing photos' pipeline. Browser code imports '@/lib/seller-profile'.
export * from './index';
export * from './profile-read';
export * from './profile-save';
export * from './profile-images';
export * from './profile-image-upload';
