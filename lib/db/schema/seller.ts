import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { listings } from './listings';
import { users } from './users';

/**
 * A listing being added (docs/seller-workspace.md): the add-listing form's steps as far as they are
 * filled in (lib/listing-editor draftListingSchema), saved step by step so the seller can leave and
 * resume. Publishing turns it into a listings row and records that row here.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The seller account the listing will belong to. */
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    /** Who started it. */
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    publishedListingId: bigint('published_listing_id', { mode: 'number' }).references(() => listings.id, { onDelete: 'set null' }),
    /** A draft of changes to this published listing (docs/seller-workspace.md): publishing it saves them there. */
    editsListingId: bigint('edits_listing_id', { mode: 'number' }).references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_drafts_account').on(t.accountId, t.updatedAt)],
);

/**
 * A seller's request for a better plan or a listing upgrade (SPEC §3 tiers and upgrade levels), kept
 * for the sales team; taking payment is a later step (docs/seller-workspace.md).
 */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The listing to upgrade; null for a plan request. */
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, { onDelete: 'cascade' }),
    /** A plan (premium, signature) or a listing upgrade (gold, platinum, diamond). */
    requested: text('requested').notNull(),
    message: text('message'),
    /** open | handled */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upgrade_requests_open').on(t.status, t.createdAt), index('upgrade_requests_account').on(t.accountId, t.createdAt)],
);
