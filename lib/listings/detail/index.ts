// The listing page's data (server only: it reads the database). Types and pure helpers the browser
// needs live beside it and are imported from their own files.
export type { ListingBroker, ListingDetail, ListingHistoryEvent } from './listing-detail';
export { getListingDetail, listingLocation } from './read-listing';
export { similarListings, similarity, SIMILAR_LISTINGS, type SimilarTo, type Similarity } from './similar-listings';
export { viewedListings, MAX_VIEWED_IDS } from './viewed-listings';
export { buildMediaSet, type MediaRow } from './media-set';
export { historyEvents, type EventRow } from './history';
export { brokerProfileHref, listingByIdTarget, listingHref, propertyPageTarget, type PropertyPageTarget } from './listing-url';
export { listingBreadcrumbs, type Breadcrumb } from './breadcrumbs';
export { daysOnMarket, offMarketAt } from './freshness';
export { historyRows, type HistoryEventKey, type HistoryRow } from './history-rows';
export { descriptionParagraphs } from './description';
export { flagNames, listingFeatures, type ListingFeatures } from './features';
export { viewedIdsParamSchema, viewedListingJson } from './viewed-listing-answer';
