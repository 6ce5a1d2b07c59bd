// SPEC §3/§7 log types: one row each. `code` is what the logs table and listing_daily_stats store.
// `subject` says what a row is about (a listing or a seller's profile); `recordedBy` says who may write
// it: browser types come through POST /api/logging/listing, server types only from server code (a lead
// or a send-to-friend is counted where it is stored, so no script can post one into the counts).

export const logTypes = {
  emailLead: { code: 'email lead', subject: 'listing', recordedBy: 'server' },
  detailsViewed: { code: 'details viewed', subject: 'listing', recordedBy: 'browser' },
  phoneClick: { code: 'phone click', subject: 'listing', recordedBy: 'browser' },
  documentClick: { code: 'document click', subject: 'listing', recordedBy: 'browser' },
  sendToFriend: { code: 'send to friend', subject: 'listing', recordedBy: 'server' },
  flyersPrinted: { code: 'flyers printed', subject: 'listing', recordedBy: 'browser' },
  externalLinkClick: { code: 'external link click', subject: 'listing', recordedBy: 'browser' },
  sellerViewed: { code: 'seller viewed', subject: 'seller', recordedBy: 'browser' },
  sellerResults: { code: 'seller results', subject: 'seller', recordedBy: 'browser' },
} as const;

export type LogTypeKey = keyof typeof logTypes;
type LogTypeEntry = (typeof logTypes)[LogTypeKey];
export type LogTypeCode = LogTypeEntry['code'];

/** Log types counted per listing and day (listing_daily_stats). */
export type ListingLogType = Extract<LogTypeEntry, { subject: 'listing' }>['code'];
/** Listing log types a browser may report (POST /api/logging/listing). */
export type BrowserListingLogType = Extract<LogTypeEntry, { subject: 'listing'; recordedBy: 'browser' }>['code'];

const entries = Object.values(logTypes) as readonly LogTypeEntry[];

export const listingLogTypes = entries.filter((t) => t.subject === 'listing').map((t) => t.code) as readonly ListingLogType[];

export const browserListingLogTypes = entries
  .filter((t) => t.subject === 'listing' && t.recordedBy === 'browser')
  .map((t) => t.code) as readonly BrowserListingLogType[];
