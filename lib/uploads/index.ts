// The upload pipeline, server only (sharp, busboy, node:os): a multipart request read under caps, file
// types from their bytes, photos made safe to store (photo queue), listing PDFs checked. It writes
// nothing; storing what it returns is the caller's business. docs/uploads.md.
export * from './limits';
export * from './refusal';
export * from './sniff';
export * from './multipart';
export * from './photo-ingest';
export * from './photo-queue';
export * from './document-ingest';
