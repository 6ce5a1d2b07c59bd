// Recently viewed listings: browser storage, the endpoint's URL and answer (client-safe, no database).
export { MAX_STORED_VIEWED, parseViewedIds, recordViewed, VIEWED_LISTINGS_KEY } from './viewed-ids';
export { readViewedListings, viewedListingsUrl, type ViewedListingJson } from './viewed-listing-json';
