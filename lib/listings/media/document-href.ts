import { slugify } from '@/lib/geo/slug';

// Browser-safe: where a listing document is served (app/api/documents/[id]/route.ts) and its file name.

export const LISTING_DOCUMENT_PATH = '/api/documents';

/** The one URL of a listing document: `/api/documents/{documentId}`. */
export function listingDocumentHref(documentId: number): string {
  return `${LISTING_DOCUMENT_PATH}/${documentId}`;
}

/** The name a browser saves a document under: its title as a slug (`survey-plat.pdf`), else `document-{id}.pdf`. */
export function documentFileName(title: string | null, documentId: number): string {
  return `${slugify(title ?? '') || `document-${documentId}`}.pdf`;
}
