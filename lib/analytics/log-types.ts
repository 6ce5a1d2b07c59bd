// SPEC §3/§7 log types: one row each. `code` is what the logs table and the daily counts store.
// `about` says what a row may be about: a listing (counted in listing_daily_stats) or a seller account
// (counted in account_daily_stats); a phone click is either, since a phone is revealed on a listing's
// page and on a broker's profile. `recordedBy` says who may write it: browser types come through
// POST /api/logging/listing or /api/logging/account, server types only from server code (a lead or a
// send-to-friend is counted where it is stored, so no script can post one into the counts).

export const logTypes = {
  emailLead: { code: 'email lead', about: ['listing'], recordedBy: 'server' },
  detailsViewed: { code: 'details viewed', about: ['listing'], recordedBy: 'browser' },
  phoneClick: { code: 'phone click', about: ['listing', 'seller'], recordedBy: 'browser' },
  documentClick: { code: 'document click', about: ['listing'], recordedBy: 'browser' },
  sendToFriend: { code: 'send to friend', about: ['listing'], recordedBy: 'server' },
  flyersPrinted: { code: 'flyers printed', about: ['listing'], recordedBy: 'browser' },
  externalLinkClick: { code: 'external link click', about: ['listing'], recordedBy: 'browser' },
  sellerViewed: { code: 'seller viewed', about: ['seller'], recordedBy: 'browser' },
  sellerResults: { code: 'seller results', about: ['seller'], recordedBy: 'browser' },
} as const;

export type LogTypeKey = keyof typeof logTypes;
type LogTypeEntry = (typeof logTypes)[LogTypeKey];
export type LogTypeCode = LogTypeEntry['code'];
type Subject = LogTypeEntry['about'][number];

/** The codes of the entries about `S` (and, when given, recorded by `R`). */
type CodesAbout<S extends Subject, R extends LogTypeEntry['recordedBy'] = LogTypeEntry['recordedBy']> = LogTypeEntry extends infer E
  ? E extends { code: infer C; about: readonly (infer A)[]; recordedBy: infer B }
    ? S extends A
      ? B extends R
        ? C
        : never
      : never
    : never
  : never;

/** Log types counted per listing and day (listing_daily_stats). */
export type ListingLogType = CodesAbout<'listing'>;
/** Listing log types a browser may report (POST /api/logging/listing). */
export type BrowserListingLogType = CodesAbout<'listing', 'browser'>;
/** Log types counted per seller account and day (account_daily_stats). */
export type SellerLogType = CodesAbout<'seller'>;
/** Seller log types a browser may report (POST /api/logging/account). */
export type BrowserSellerLogType = CodesAbout<'seller', 'browser'>;

const entries = Object.values(logTypes) as readonly LogTypeEntry[];
const codes = (subject: Subject, recordedBy?: LogTypeEntry['recordedBy']) =>
  entries.filter((t) => (t.about as readonly Subject[]).includes(subject) && (!recordedBy || t.recordedBy === recordedBy)).map((t) => t.code);

export const listingLogTypes = codes('listing') as readonly ListingLogType[];
export const browserListingLogTypes = codes('listing', 'browser') as readonly BrowserListingLogType[];
export const sellerLogTypes = codes('seller') as readonly SellerLogType[];
export const browserSellerLogTypes = codes('seller', 'browser') as readonly BrowserSellerLogType[];
