// The browser-safe face of lib/seller-leads (the seller's leads inbox): the inbox's query, marking and
// reply schemas, the shape of what it reads and the inbox's calls from the browser. Reading, marking,
// replying and the CSV export are in './server'.
export * from './inbox-query';
export * from './lead-marks';
export * from './lead-reply-form';
export * from './inbox-lead';
export * from './inbox-api';
