// What a listing page shows of a listing's media: its photos in order, and its video and 3D tour links.
// The gallery (components/listing/gallery) renders it; lib/listings/detail builds it from listing_media.

export type VideoProvider = 'youtube' | 'vimeo';

export interface ListingPhoto {
  documentId: number;
  alt: string;
}

export interface ListingVideo {
  provider: VideoProvider;
  /** The link as the broker gave it. */
  url: string;
  /** The provider's player URL, loaded only after the visitor asks for the video. */
  embedUrl: string;
}

export interface ListingTour {
  url: string;
}

export interface ListingMediaSet {
  photos: ListingPhoto[];
  video: ListingVideo | null;
  tour: ListingTour | null;
}
