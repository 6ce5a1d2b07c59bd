// The browser-safe face of lib/analytics: log types, the data layer, tracked links and the browser's
// event reporters. Database writes (recordListingEvent, recordAccountEvent) are in './server'.
export {
  browserListingLogTypes, browserSellerLogTypes, listingLogTypes, logTypes, sellerLogTypes,
  type BrowserListingLogType, type BrowserSellerLogType, type ListingLogType, type LogTypeCode, type SellerLogType,
} from './log-types';
export {
  dataLayerEvents, dataLayerListing, dataLayerPageTypes, pushDataLayerEvent, pushPageView,
  type DataLayerBroker, type DataLayerEventName, type DataLayerListing, type DataLayerListingSource, type DataLayerPageType, type DataLayerRecord,
  type DataLayerSubject, type DataLayerValue,
} from './data-layer';
export { brokerWebsiteUrl, trackingMedium, type TrackingMedium } from './tracking-url';
export { listingEventRequestSchema, MAX_LISTING_EVENT_BYTES, type ListingEventRequest } from './listing-event-request';
export { reportListingEvent } from './report-listing-event';
export { accountEventRequestSchema, MAX_ACCOUNT_EVENT_BYTES, type AccountEventRequest } from './account-event-request';
export { reportAccountEvent } from './report-account-event';
export { hashedEmail } from './hashed-email';
