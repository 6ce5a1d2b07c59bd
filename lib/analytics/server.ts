// The server face of lib/analytics (database writes and reads). Client code imports '@/lib/analytics'.
export { listingExists, recordListingEvent, type DatabaseTransaction, type ListingEvent } from './record-listing-event';
export { listingDailyCounts, type DailyCount } from './daily-counts';
export { recordAccountEvent, sellerAccountExists, type AccountEvent } from './record-account-event';
