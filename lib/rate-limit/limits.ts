// Allowances per client address (or per global key), each over a rolling window of `seconds`. Browsers
// of real visitors stay far below them; a script posting in a loop does not. RATE_LIMIT_SCALE multiplies
// every `points` for a deployment (docs/platform.md "Rate limits").

export interface LimitRule {
  points: number;
  seconds: number;
}

export const rateLimits = {
  /** Browser error and CSP reports: a failing page reports once, not hundreds of times. */
  logging: { points: 30, seconds: 60 },
  /** Every address together: caps how fast the logs table can grow at all. */
  loggingGlobal: { points: 1200, seconds: 60 },
  /** Listing events from the browser (views, phone and website clicks, flyers): a few per page view. */
  listingEvents: { points: 60, seconds: 60 },
  /** Every address together: caps how fast listing events can grow the logs table. */
  listingEventsGlobal: { points: 6000, seconds: 60 },
  /**
   * One count per client, listing and log type in this window (key `type|listing|client`): reloading a
   * page or clicking 'See phone' again does not add to a listing's daily counts.
   */
  listingEventRepeat: { points: 1, seconds: 300 },
  /** Seller account events from the browser (profile and broker listings views, phone reveals on broker pages). */
  sellerEvents: { points: 60, seconds: 60 },
  /** Every address together: caps how fast seller events can grow the logs table. */
  sellerEventsGlobal: { points: 6000, seconds: 60 },
  /** One count per client, account and log type in this window (key `type|account|client`), as for listings. */
  sellerEventRepeat: { points: 1, seconds: 300 },
  /** Open Graph images: each one is drawn once and then cached, but drawing costs CPU. */
  ogImage: { points: 60, seconds: 60 },
  /** Contact-broker leads per client address: a buyer writes to a few brokers, not dozens. */
  leads: { points: 10, seconds: 600 },
  /** Leads per sender email (key: a hash of the address), whichever address they come from. */
  leadsPerEmail: { points: 20, seconds: 3600 },
  /** A placard's contact props (GET /api/leads/contact/{id}), asked when the visitor reaches for "Contact broker". */
  listingContact: { points: 60, seconds: 60 },
  /** The lead form's phone check (SPEC §7 validatePhoneNumber), asked once per phone typed. */
  phoneValidation: { points: 30, seconds: 60 },
  /** Report-listing and feedback forms per client address. */
  listingReports: { points: 5, seconds: 600 },
  feedback: { points: 5, seconds: 600 },
  /** Finance contact requests per client address: a buyer asks a lender or two. */
  financeLeads: { points: 5, seconds: 600 },
  /** Privacy-rights requests per client address: a person asks a few times, never a flood. */
  privacyRequests: { points: 5, seconds: 3600 },
  /** Send-to-friend mail per client address, and per friend's address (a hash) so no one is flooded. */
  sendToFriend: { points: 5, seconds: 600 },
  sendToFriendRecipient: { points: 3, seconds: 86_400 },
  /** The client logs each search it runs once. */
  popularSearch: { points: 30, seconds: 60 },
  /** Debounced typing in the location box. */
  autocomplete: { points: 120, seconds: 60 },
  searchUrl: { points: 120, seconds: 60 },
  /** Every pan and zoom of the search map. */
  markers: { points: 240, seconds: 60 },
  /** Recently viewed listings: one call per listing page view. */
  viewedListings: { points: 120, seconds: 60 },
  /** Listing documents (PDFs): a visitor opens a few per listing, and the browser keeps each one. */
  listingDocuments: { points: 60, seconds: 60 },
  /** Password logins per client address. */
  login: { points: 20, seconds: 600 },
  /**
   * Wrong passwords per email (a hash), from any address. Not a lockout: past 5 each attempt from a
   * browser the account has not logged in from waits longer (lib/auth/login-throttle.ts); past the
   * allowance such browsers are refused until the hour is over. A known browser is never held back.
   */
  loginFailuresPerEmail: { points: 100, seconds: 3600 },
  /** Sign-ups per client address and per email (each one mails the address). */
  signUp: { points: 5, seconds: 3600 },
  signUpPerEmail: { points: 3, seconds: 3600 },
  /** Password-reset mails per client address and per email. */
  passwordReset: { points: 5, seconds: 3600 },
  passwordResetPerEmail: { points: 3, seconds: 3600 },
  /** Spending reset and login tokens (guessing one is hopeless; trying costs a hash each). */
  accountToken: { points: 20, seconds: 600 },
  /** Password changes per client address. */
  passwordChange: { points: 10, seconds: 600 },
  /** SPEC §4 login-status checks and user info: once per interval per tab, so a page never comes near. */
  sessionCheck: { points: 120, seconds: 60 },
  /** Likes, saved-search and account-settings writes. */
  accountWrites: { points: 120, seconds: 60 },
  /** Seller workspace writes: draft steps, publishing, edits, status and price changes, deletes. */
  sellerWrites: { points: 240, seconds: 60 },
  /**
   * Seller photo and PDF uploads, on top of sellerWrites: each request may carry 200 MB and 30 photos of
   * CPU work, so far fewer than other writes. 60 in 10 minutes is a 1,800-photo gallery, beyond any
   * seller's listing, while a script cannot keep the photo queue full for long.
   */
  sellerUploads: { points: 60, seconds: 600 },
  /** Saved-search alert unsubscribe links. */
  unsubscribe: { points: 30, seconds: 600 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof rateLimits;
