import { bigint, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_drafts_account').on(t.accountId, t.updatedAt)],
);
