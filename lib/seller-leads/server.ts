// The server face of lib/seller-leads, the seller's leads inbox (docs/seller-workspace.md): reading the
// leads of the seller's listings and profile, marking them, replying by mail and the CSV export, each
// within the seller's scope. Browser code imports '@/lib/seller-leads'.
export * from './index';
export * from './lead-scope';
export * from './inbox';
export * from './mark-leads';
export * from './lead-reply';
export * from './leads-csv';
export * from './query-request';
