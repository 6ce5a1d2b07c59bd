import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable(
  'feature_flags',
  {
    name: text('name').notNull(),
    /** 0 = every site. */
    siteId: smallint('site_id').notNull().default(0),
    value: boolean('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.siteId] })],
);

/** SPEC §3 finance center with its location scope (unset, state, region, county, default). */
export const financeCenters = pgTable('finance_centers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  scope: text('scope').notNull(),
  stateId: smallint('state_id'),
  regionId: integer('region_id'),
  countyId: integer('county_id'),
  phone: text('phone'),
  websiteUrl: text('website_url'),
  description: text('description'),
  showOnLW: boolean('show_on_lw').notNull().default(true),
  /** Where the finance contact form's leads go (mailed like a listing's leads to its broker). */
  email: text('email'),
  /** Who answers, as the finance page and the lead's mail name them. */
  contactName: text('contact_name'),
  /** One line under the company's name on the finance page. */
  headline: text('headline'),
  /** The loans it offers, as the finance page lists them (lib/finance/finance-center.ts). */
  loanPrograms: jsonb('loan_programs').notNull().default([]),
});

/** SPEC §7 logging + §8 severities 0-8. */
export const logs = pgTable(
  'logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    logType: text('log_type').notNull(),
    severity: smallint('severity').notNull(),
    message: text('message').notNull(),
    referringUrl: text('referring_url'),
    siteId: smallint('site_id'),
    listingId: bigint('listing_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logs_created').on(t.createdAt)],
);

/** Outgoing mail; in development and tests nothing leaves the machine (DESIGN §3). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every app instance (lib/rate-limit). The layout is the one
 * rate-limiter-flexible's PostgreSQL store reads and writes: key, points used, expiry in epoch ms.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire').on(t.expire)],
);
