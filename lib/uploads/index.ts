// The browser-safe face of lib/uploads: the caps of an upload, its refusals (codes, statuses, messages)
// and file types from their bytes. The pipeline itself (busboy, sharp, the photo queue) is in './server'.
// docs/uploads.md.
export * from './limits';
export * from './refusal';
export * from './sniff';
