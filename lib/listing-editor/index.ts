// The browser-safe face of lib/listing-editor: the add/edit listing form's schemas and limits, the
// market-status rules and the status-change form, the upload form fields, the numbers page's query and
// calls, shared by the seller workspace and the server.
// Reading and writing listings, drafts and the seller's scope are in './server'.
export * from './listing-form';
export * from './status-rules';
export * from './status-change';
export * from './upload-fields';
export * from './seller-api';
export * from './upload-request';
export * from './my-listings-query';
export * from './plans';
export * from './my-listings-api';
export * from './stats-api';
export * from './numbers-query';
export * from './plan-api';
