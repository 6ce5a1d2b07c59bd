// The browser-safe face of lib/seller-profile, the seller's public profile as the seller edits it: the
// form's schema and limits, the shape the routes answer, and the browser's calls. Reading, saving and
// the portrait and logo uploads are in './server'.
export * from './profile-form';
export * from './profile-view';
export * from './profile-api';
