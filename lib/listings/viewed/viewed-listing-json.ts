// The answer of GET /api/Property/getviewedlistings/{ids} (SPEC §7) and the browser's check of it, which
// needs no validation library (the server builds it in lib/listings/detail/viewed-listing-answer.ts).

/** A small placard of a listing the visitor viewed, with its link in the brand's dialect. */
export interface ViewedListingJson {
  id: number;
  title: string;
  href: string;
  priceLabel: string;
  acresLabel: string;
  place: string;
  /** SPEC §9 thumbnail (122x81), or null for a listing without a photo. */
  imageSrc: string | null;
  marketStatus: number;
}

/** The endpoint for these ids (also the SWR key). */
export function viewedListingsUrl(ids: readonly number[]): string {
  return `/api/Property/getviewedlistings/${ids.join('-')}`;
}

function isViewedListing(value: unknown): value is ViewedListingJson {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.title === 'string' && typeof v.href === 'string' && v.href.startsWith('/') && !v.href.startsWith('//')
    && typeof v.priceLabel === 'string' && typeof v.acresLabel === 'string' && typeof v.place === 'string'
    && (v.imageSrc === null || (typeof v.imageSrc === 'string' && v.imageSrc.startsWith('/resizedimages/'))) && typeof v.marketStatus === 'number';
}

/** The listings of an answer, or null when it is not the endpoint's shape. */
export function readViewedListings(body: unknown): ViewedListingJson[] | null {
  return Array.isArray(body) && body.every(isViewedListing) ? body : null;
}
