import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounts_parent').on(t.parentAccountId),
    index('accounts_state_member').on(t.stateId, t.memberType),
    // Location autocomplete finds brokers by name prefix: `lower(contact_name) like 'jane%'`.
    index('accounts_contact_name_prefix').on(sql`lower(${t.contactName}) text_pattern_ops`),
    index('accounts_company_name_prefix').on(sql`lower(${t.companyName}) text_pattern_ops`),
  ],
);
