// The listing page's media: photos, video, tour and the maps' place. Client-safe; the towns query
// (./local-map-towns) is server only and imported directly.
export type { ListingMediaSet, ListingPhoto, ListingTour, ListingVideo, VideoProvider } from './listing-media';
export type { ListingMapPlace, MapTown } from './listing-map-place';
export { embedFrameOrigins, httpsOrigin, tourOrigins, videoPlayerOrigins } from './embed-origins';
export { listingVideo, videoPlayerUrl } from './video-link';
export { listingTour, tourFrameUrl } from './tour-link';
export { galleryImage, galleryThumbnail, galleryTileCount, heroImageSizes, type GalleryImage } from './gallery-images';
export { availableCarouselModes, currentCarouselMode } from './carousel-modes';
