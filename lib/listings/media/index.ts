// The listing page's media: photos, video, tour, documents and the maps' place. Client-safe; the towns
// query (./local-map-towns) and the document file read (./listing-document-file) are server only and
// imported directly.
export type { GalleryMedia, ListingDocument, ListingMediaSet, ListingPhoto, ListingTour, ListingVideo, VideoProvider } from './listing-media';
export { documentFileName, LISTING_DOCUMENT_PATH, listingDocumentHref } from './document-href';
export type { ListingMapPlace, MapTown } from './listing-map-place';
export { embedFrameOrigins, httpsOrigin, tourOrigins, videoPlayerOrigins } from '@/lib/http/frame-origins';
export { listingVideo, videoPlayerUrl } from './video-link';
export { listingTour, tourFrameUrl } from './tour-link';
export { galleryImage, galleryThumbnail, galleryTileCount, heroImageSizes, type GalleryImage } from './gallery-images';
export { availableCarouselModes, currentCarouselMode } from './carousel-modes';
