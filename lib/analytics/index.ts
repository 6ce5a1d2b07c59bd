// The browser-safe face of lib/analytics: log types, the data layer, tracked links and the browser's
// event reporter. Database writes (recordListingEvent) are in './server'.
export { browserListingLogTypes, listingLogTypes, logTypes, type BrowserListingLogType, type ListingLogType, type LogTypeCode } from './log-types';
export { dataLayerEvents, dataLayerListing, pushDataLayerEvent, type DataLayerEventName, type DataLayerListing, type DataLayerListingSource, type DataLayerRecord, type DataLayerValue } from './data-layer';
export { brokerWebsiteUrl, trackingMedium, type TrackingMedium } from './tracking-url';
export { listingEventRequestSchema, MAX_LISTING_EVENT_BYTES, type ListingEventRequest } from './listing-event-request';
export { reportListingEvent } from './report-listing-event';
export { hashedEmail } from './hashed-email';
