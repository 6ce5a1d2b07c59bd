// The browser-safe face of lib/privacy-requests: the privacy-rights form's schema, shared with the
// server. Storing and acknowledging a request is in './server'.
export * from './request-form';
