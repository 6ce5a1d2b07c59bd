import { bigint, boolean, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** SPEC §3 "User info": buyers and the people behind seller accounts. */
export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  email: text('email').notNull().unique(),
  /** Set once the owner has opened a link we mailed to the address (sign-up confirmation, token login). */
  emailVerified: boolean('email_verified').notNull().default(false),
  contactName: text('contact_name').notNull(),
  /** The auth library's profile picture field; unused by our screens. */
  image: text('image'),
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
  /** How often changes to favourites are mailed (a saved search's notify values; docs/alerts.md). */
  favoriteAlerts: text('favorite_alerts').notNull().default('Daily'),
  /** Favourite changes up to this moment have been mailed (or were older than the favourite). */
  favoritesAlertedThrough: timestamp('favorites_alerted_through', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The auth library's own tables (lib/auth/auth.ts maps its models onto them): database sessions, the
// credential (argon2id password hash) and single-use tokens (password reset, token login).

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    token: text('token').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

export const authCredentials = pgTable(
  'auth_credentials',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull().references(() => users.id, { onDelete: 'cascade' }),
    password: text('password'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_credentials_user').on(t.userId)],
);

export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** A hash of the token (never the token itself). */
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier').on(t.identifier)],
);
