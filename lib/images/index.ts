// The browser-safe face of lib/images: image URLs, their parameters and the sizes served. Resizing,
// the variant cache and serving files are in './server'.
export * from './params';
export * from './sizes';
export * from './image-url';
export * from './photo-ids';
