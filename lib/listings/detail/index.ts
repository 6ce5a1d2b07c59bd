// The listing page's data (server only: it reads the database). Types and pure helpers the browser
// needs live beside it and are imported from their own files.
export type { ListingBroker, ListingDetail, ListingHistoryEvent } from './listing-detail';
export { getListingDetail } from './read-listing';
export { similarListings, similarity, SIMILAR_LISTINGS, type SimilarTo, type Similarity } from './similar-listings';
export { viewedListings, MAX_VIEWED_IDS } from './viewed-listings';
export { buildMediaSet, type MediaRow } from './media-set';
export { historyEvents, type EventRow } from './history';
