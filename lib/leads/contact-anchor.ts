/**
 * The id of the listing page's contact card: a search placard's "Contact broker" links to the listing
 * with this hash, and leads sent from a page reached that way have the lead source 'search results'.
 */
export const CONTACT_ANCHOR = 'contact';
