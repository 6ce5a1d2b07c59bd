import { bigint, boolean, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user').on(t.userId)],
);

export const leads = pgTable(
  'leads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: smallint('site_id').notNull(),
    listingId: bigint('listing_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderPhone: text('sender_phone'),
    message: text('message').notNull(),
    leadSource: text('lead_source').notNull(),
    wantsFinancing: boolean('wants_financing').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_account').on(t.accountId, t.createdAt)],
);

export const popularSearches = pgTable('popular_searches', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  siteId: smallint('site_id').notNull(),
  criteria: jsonb('criteria').notNull(),
  path: text('path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
