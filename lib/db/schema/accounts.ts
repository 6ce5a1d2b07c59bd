import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tsvector } from './tsvector';

/** An account the public directory lists: active and selling. */
const listedAccount = sql`is_active and is_seller`;

/** Brokers, agents, auctioneers, owners and land retailers: SPEC §3 "Broker/member profile". */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountType: smallint('account_type').notNull(),
    accountSubTypeId: smallint('account_sub_type_id'),
    parentAccountId: bigint('parent_account_id', { mode: 'number' }),
    /** Broker | Agent | Auctioneer | PropertyOwner | LandRetailer */
    memberType: text('member_type').notNull(),
    companyName: text('company_name'),
    contactName: text('contact_name'),
    email: text('email').notNull(),
    officePhone: text('office_phone'),
    preferredPhone: text('preferred_phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    stateId: smallint('state_id'),
    zip: text('zip'),
    description: text('description'),
    licenseNumber: text('license_number'),
    websiteUrl: text('website_url'),
    alcCertified: boolean('alc_certified').notNull().default(false),
    alcAdvancedCertified: boolean('alc_advanced_certified').notNull().default(false),
    badgeId: smallint('badge_id'),
    logoDocumentId: bigint('logo_document_id', { mode: 'number' }),
    portraitDocumentId: bigint('portrait_document_id', { mode: 'number' }),
    portraitUpdatedAt: timestamp('portrait_updated_at', { withTimezone: true }),
    isFree: boolean('is_free').notNull().default(false),
    isSeller: boolean('is_seller').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    optInLeadTargeting: boolean('opt_in_lead_targeting').notNull().default(false),
    financeCenterId: integer('finance_center_id'),
    /** The broker's introduction video (YouTube or Vimeo page), played on the profile after Play. */
    videoUrl: text('video_url'),
    // Listing statistics the broker directory sorts by, kept by a trigger on listings (drizzle/0011):
    // active listings (available and under contract) the account lists itself or, for a corporate
    // office, through its agents; the same count the profile page shows.
    activeListingCount: integer('active_listing_count').notNull().default(0),
    listingPriceMax: numeric('listing_price_max', { precision: 14, scale: 2, mode: 'number' }),
    listingAcresMax: numeric('listing_acres_max', { precision: 12, scale: 2, mode: 'number' }),
    /** The name the directory sorts by: the contact, else the company, lower case. */
    directoryName: text('directory_name').generatedAlwaysAs(
      sql`lower(coalesce(nullif(btrim(contact_name), ''), nullif(btrim(company_name), ''), ''))`,
    ),
    /** Words of the contact and company names, for the directory's name search (prefix matches). */
    directoryWords: tsvector('directory_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, coalesce(contact_name, '') || ' ' || coalesce(company_name, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent').on(t.parentAccountId),
    index('accounts_state_member').on(t.stateId, t.memberType),
    // Location autocomplete finds brokers by name prefix: `lower(contact_name) like 'jane%'`.
    index('accounts_contact_name_prefix').on(sql`lower(${t.contactName}) text_pattern_ops`),
    index('accounts_company_name_prefix').on(sql`lower(${t.companyName}) text_pattern_ops`),
    // Broker directory (lib/brokers/directory-query.ts): listed accounts in each national order, and by name words.
    // Descending keys are DESC NULLS LAST here; the directory's ORDER BY says so too, or the planner sorts instead.
    index('accounts_directory_recommended')
      .on(t.alcAdvancedCertified.desc(), t.alcCertified.desc(), t.activeListingCount.desc(), t.directoryName, t.id).where(listedAccount),
    index('accounts_directory_listings').on(t.activeListingCount.desc(), t.directoryName, t.id).where(listedAccount),
    index('accounts_directory_price').on(t.listingPriceMax.desc(), t.directoryName, t.id).where(listedAccount),
    index('accounts_directory_acres').on(t.listingAcresMax.desc(), t.directoryName, t.id).where(listedAccount),
    index('accounts_directory_name').on(t.directoryName, t.id).where(listedAccount),
    index('accounts_directory_state').on(t.stateId, t.memberType, t.activeListingCount.desc()).where(listedAccount),
    // A state's counties with members: the office zips of its listed accounts, read from the index alone.
    index('accounts_directory_state_zip').on(t.stateId, t.zip).where(listedAccount),
    index('accounts_directory_words').using('gin', t.directoryWords).where(listedAccount),
  ],
);

/** SPEC §2.1 awards block: honours a broker lists on the profile. */
export const brokerAwards = pgTable(
  'broker_awards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' }).notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    issuer: text('issuer'),
    year: smallint('year'),
  },
  (t) => [index('broker_awards_account').on(t.accountId, t.year)],
);
