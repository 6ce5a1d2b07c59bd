import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/** SPEC §3 "Saved search". */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    siteId: smallint('site_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    notify: text('notify').notNull().default('No Updates'),
    criteria: jsonb('criteria').notNull(),
    path: text('path').notNull(),
    active: boolean('active').notNull().default(true),
    /** New listings up to this moment have been mailed (or predate the search); docs/alerts.md. */
    alertedThrough: timestamp('alerted_through', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user').on(t.userId)],
);

/** A buyer's message to a broker (SPEC §3 contact-broker payload): one row per lead, written whole or not at all. */
export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: smallint('site_id').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }),
    /** The broker (member account) the lead goes to. */
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone'),
    message: text('message').notNull(),
    leadSource: text('lead_source').notNull(),
    /** The lead-consent checkbox (SPEC §3: "Contact me with financing info about this property."). */
    wantsFinancing: boolean('wants_financing').notNull().default(false),
    stateId: smallint('state_id'),
    countyId: integer('county_id'),
    /** Listing facts as sent with the lead (SPEC §3 payload), kept as they were when it was sent. */
    payload: jsonb('payload'),
    /** Hash of site, listing, broker, email and message: the same lead within 10 minutes is stored once. */
    dedupeKey: text('dedupe_key'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the seller first opened it in the leads inbox; null is unread (the inbox badge). */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the seller marked it handled (or replied); null is still open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    // The inbox pages an account's leads newest first through leads_account; the badge counts the
    // unread ones from this small partial index alone.
    index('leads_account').on(t.accountId, t.createdAt),
    index('leads_unread').on(t.accountId).where(sql`${t.readAt} is null`),
    index('leads_dedupe').on(t.dedupeKey, t.createdAt),
  ],
);

/** A seller's answer to a lead from the leads inbox, mailed to the buyer (docs/seller-workspace.md). */
export const leadReplies = pgTable(
  'lead_replies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull().references(() => leads.id, { onDelete: 'cascade' }),
    /** Who wrote it; kept when the user goes. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_replies_lead').on(t.leadId, t.createdAt)],
);

/**
 * A listing's history (what the big portals hide): when it was listed and at what price, every price
 * change and every market-status change. `kind` is listed | price | status.
 */
export const listingEvents = pgTable(
  'listing_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Asking price after the event (null: contact for price; 2: auction, as in listings.price). */
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    previousPrice: numeric('previous_price', { precision: 14, scale: 2, mode: 'number' }),
    /** Market status after the event, and before it for status changes. */
    marketStatus: smallint('market_status'),
    previousMarketStatus: smallint('previous_market_status'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('listing_events_listing').on(t.listingId, t.at)],
);

/** A visitor's report of a listing (wrong facts, sold, fraud, ...), kept for review. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: smallint('site_id').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    reporterEmail: text('reporter_email'),
    /** open | reviewed | dismissed */
    status: text('status').notNull().default('open'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_reports_status').on(t.status, t.createdAt)],
);

/** Site feedback from the feedback modal. */
export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: smallint('site_id').notNull(),
  pageUrl: text('page_url'),
  message: text('message').notNull(),
  email: text('email'),
  ipAddress: text('ip_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A visitor's request about their personal information (docs/content-pages.md, the privacy-rights
 * page): stored for the privacy team, acknowledged by mail; `status` is theirs to move on.
 */
export const privacyRequests = pgTable('privacy_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: smallint('site_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** access, correct, delete or opt-out (lib/privacy-requests). */
  requestType: text('request_type').notNull(),
  stateAbbreviation: text('state_abbreviation'),
  details: text('details'),
  ipAddress: text('ip_address'),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The finance contact modal's requests (docs/finance.md): stored for the finance center and mailed to it,
 * like a listing's leads to its broker. `listingId` names the listing the visitor came from, if any.
 */
export const financeLeads = pgTable(
  'finance_leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: smallint('site_id').notNull(),
    financeCenterId: integer('finance_center_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** What the visitor means to borrow, in dollars, if they said. */
    loanAmount: integer('loan_amount'),
    stateAbbreviation: text('state_abbreviation'),
    listingId: bigint('listing_id', { mode: 'number' }),
    /** The lead-consent checkbox: the visitor agreed to be contacted about financing. */
    consent: boolean('consent').notNull().default(false),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('finance_leads_center').on(t.financeCenterId, t.createdAt)],
);

/**
 * Per listing, per day, per log type (details viewed, phone click, email lead, ...): what brokers will
 * see of their listings. Incremented as the logs are written.
 */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    logType: text('log_type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.logType] })],
);

/**
 * Per seller account, per day, per log type ('seller viewed', 'seller results', 'phone click'): what a
 * broker will see of its profile and listings pages, counted like listingDailyStats.
 */
export const accountDailyStats = pgTable(
  'account_daily_stats',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    logType: text('log_type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.logType] })],
);

export const popularSearches = pgTable('popular_searches', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: smallint('site_id').notNull(),
  criteria: jsonb('criteria').notNull(),
  path: text('path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
