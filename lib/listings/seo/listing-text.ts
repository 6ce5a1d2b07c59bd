import type { ListingDetail } from '@/lib/listings/detail/listing-detail';

/** "Llano, Llano County, TX" (or "Llano County, TX" without a town): where the listing is, in one line. */
export function listingPlace(listing: Pick<ListingDetail, 'city' | 'county' | 'stateAbbreviation'>): string {
  return [listing.city, listing.county, listing.stateAbbreviation].filter((part) => part && part.trim()).join(', ');
}

/**
 * Plain text at most `max` characters long: whitespace runs become one space, and a cut ends at a word
 * with an ellipsis. For meta descriptions and the flyer's short description.
 */
export function shortText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
