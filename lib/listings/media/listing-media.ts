// What a listing page shows of a listing's media: its photos in order, its video and 3D tour links, and
// its documents. The gallery (components/listing/gallery) renders the first three and the documents
// section (components/listing/listing-documents.tsx) the last; lib/listings/detail builds it from
// listing_media.

import type { videoPlayerOrigins } from '@/lib/http/frame-origins';

/** The video hosts a listing may link to: those with a player origin the page may frame (lib/http/frame-origins.ts). */
export type VideoProvider = keyof typeof videoPlayerOrigins;

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

/** A PDF the broker attached (survey plat, soil report, brochure), served by GET /api/documents/{documentId}. */
export interface ListingDocument {
  documentId: number;
  /** As the broker named it; null when none is stored (the page then numbers it). */
  title: string | null;
  /** listingDocumentHref(documentId) */
  href: string;
}

export interface ListingMediaSet {
  photos: ListingPhoto[];
  video: ListingVideo | null;
  tour: ListingTour | null;
  documents: ListingDocument[];
}

/** What the gallery and its carousel read: everything but the documents. */
export type GalleryMedia = Omit<ListingMediaSet, 'documents'>;
