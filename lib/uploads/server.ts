// The server face of lib/uploads: a multipart request read under caps, photos made safe to store (photo
// queue), listing PDFs checked. It writes nothing; storing what it returns is the caller's business.
// docs/uploads.md.
export * from './index';
export * from './multipart';
export * from './photo-ingest';
export * from './photo-queue';
export * from './document-ingest';
