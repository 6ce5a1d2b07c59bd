// The server face of lib/brand: the brand files as loaded from brands/ (registry), their messages, the
// brand of a request or a page, page metadata and brand assets. Browser code imports '@/lib/brand'.
export * from './registry';
export * from './load-brands';
export * from './messages';
export * from './request-brand';
export * from './metadata';
export * from './assets';
export * from './json-schema';
export * from './hero-art';
