import { bigint, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** SPEC §3 "User info": buyers and the people behind seller accounts. */
export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  contactName: text('contact_name').notNull(),
  phone: text('phone'),
  phoneType: text('phone_type'),
  accountType: smallint('account_type').notNull(),
  accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
  isActive: boolean('is_active').notNull().default(true),
  isAdmin: boolean('is_admin').notNull().default(false),
  isBlocked: boolean('is_blocked').notNull().default(false),
  isInCollections: boolean('is_in_collections').notNull().default(false),
  isLandsInsight: boolean('is_lands_insight').notNull().default(false),
  isFromFeed: boolean('is_from_feed').notNull().default(false),
  canUsePcc: boolean('can_use_pcc').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  sendSavedPropertyConfirmation: boolean('send_saved_property_confirmation').notNull().default(true),
  mailingAddress1: text('mailing_address1'),
  mailingAddress2: text('mailing_address2'),
  mailingCity: text('mailing_city'),
  mailingState: text('mailing_state'),
  mailingZip: text('mailing_zip'),
  billingAddress1: text('billing_address1'),
  billingAddress2: text('billing_address2'),
  billingCity: text('billing_city'),
  billingState: text('billing_state'),
  billingZip: text('billing_zip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token; the token itself lives only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);
