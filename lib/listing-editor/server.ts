// The server face of lib/listing-editor: who may manage which listings (SPEC §6), drafts, publishing,
// editing, status and price changes, deleting with restore, and photo and PDF uploads
// (docs/seller-workspace.md).
export * from './index';
export * from './seller-scope';
export * from './drafts';
export * from './resolve-place';
export * from './listing-columns';
export * from './publish-listing';
export * from './listing-edit';
export * from './listing-price';
export * from './listing-status';
export * from './listing-delete';
export * from './seller-request';
export * from './publish-request';
export * from './become-seller';
export * from './seller-route';
export * from './seller-uploads';
export * from './my-listings';
export * from './listing-stats';
export * from './upgrade-requests';
