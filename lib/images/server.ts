// The server face of lib/images: resizing (sharp), the resize queue, the variant cache on disk, and
// serving images and documents. Browser code imports '@/lib/images'.
export * from './image-variants';
export * from './serve-image';
export * from './resize';
export * from './resize-queue';
export * from './variant-cache';
export * from './documents';
