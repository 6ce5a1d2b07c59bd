import { sql, type SQL } from 'drizzle-orm';
import {
  bigint, boolean, date, doublePrecision, index, integer, numeric, pgTable, smallint, text, timestamp,
} from 'drizzle-orm/pg-core';
// Relative, not '@/': drizzle-kit loads this file without the app's path aliases.
import { ACTIVE_MARKET_STATUSES, DELETED_MARKET_STATUS } from '../../domain/market-status';
import { tsvector } from './tsvector';

/**
 * "An active listing" in SQL (`market_status in (1, 2)`), from the one constant. Searches, counts and
 * the partial indexes below all use this text, so the planner matches the indexes; `alias` qualifies
 * the column in a join (`l.market_status in (1, 2)`).
 */
export function activeListing(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}market_status in (${ACTIVE_MARKET_STATUSES.join(', ')})`);
}

/**
 * "A listing anyone may see" in SQL: any SPEC §3 market status, not a deleted one (market status 0,
 * lib/listing-editor/listing-delete.ts), which waits for restore or purge. Reads of a listing by id
 * (its page, flyer, placards, likes, leads, logs, documents, alerts) add it; searches and counts,
 * which filter by SPEC statuses, never match 0 anyway.
 */
export function shownListing(alias?: string): SQL {
  return sql.raw(`${alias ? `${alias}.` : ''}market_status <> ${DELETED_MARKET_STATUS}`);
}

/** SPEC §3 Listing + placard + the fields search filters on. RESO names: docs/database.md. */
export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    siteListingId: bigint('site_listing_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    parentAccountId: bigint('parent_account_id', { mode: 'number' }),
    externalSourceId: text('external_source_id'),
    partnerId: integer('partner_id'),
    saleType: smallint('sale_type').notNull(),
    marketStatus: smallint('market_status').notNull(),
    listingLevel: smallint('listing_level').notNull(),
    upgradeLevelId: smallint('upgrade_level_id').notNull(),
    isShowcase: boolean('is_showcase').notNull().default(false),
    /** DEFAULT sort: paid upgrade first, then the newest; upgrade weight * 1e10 + listed epoch seconds. */
    rankScore: bigint('rank_score', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    acres: numeric('acres', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    pricePerAcre: numeric('price_per_acre', { precision: 14, scale: 2, mode: 'number' }),
    /**
     * The price a buyer can compare: null for SPEC §5's codes (0 and 1 "Contact for Price", 2 "Auction").
     * The price sorts read it, so listings without a price come last in both directions.
     */
    askingPrice: numeric('asking_price', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(sql`case when price > 2 then price end`),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address1: text('address1'),
    address2: text('address2'),
    zip: text('zip'),
    stateId: smallint('state_id').notNull(),
    countyId: integer('county_id').notNull(),
    cityId: integer('city_id'),
    regionId: integer('region_id'),
    lakeId: integer('lake_id'),
    /** Slug of the listing's place used in property URLs (SPEC "canonicalLocation"). */
    canonicalLocation: text('canonical_location').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    beds: smallint('beds'),
    baths: numeric('baths', { precision: 4, scale: 1, mode: 'number' }),
    homeSqft: integer('home_sqft'),
    hasHouse: boolean('has_house').notNull().default(false),
    hasVideo: boolean('has_video').notNull().default(false),
    hasVirtualTour: boolean('has_virtual_tour').notNull().default(false),
    hasCustomMap: boolean('has_custom_map').notNull().default(false),
    mineralRights: boolean('mineral_rights').notNull().default(false),
    ownerFinancing: boolean('owner_financing').notNull().default(false),
    /** The seller's terms of owner financing (rate, down payment, term), shown with the flag. */
    ownerFinancingTerms: text('owner_financing_terms'),
    /** Bit flags of lib/domain PropertyType, Activity, RegionType, FarmType, HomeType. */
    propertyTypes: integer('property_types').notNull(),
    activityTypes: integer('activity_types').notNull().default(0),
    amenityTypes: integer('amenity_types').notNull().default(0),
    farmTypes: integer('farm_types').notNull().default(0),
    homeTypes: integer('home_types').notNull().default(0),
    dateListed: timestamp('date_listed', { withTimezone: true }).notNull(),
    priceChangeAmount: numeric('price_change_amount', { precision: 14, scale: 2, mode: 'number' }),
    priceChangedAt: timestamp('price_changed_at', { withTimezone: true }),
    salesPrice: numeric('sales_price', { precision: 14, scale: 2, mode: 'number' }),
    soldDate: date('sold_date', { mode: 'string' }),
    thumbnailDocumentId: bigint('thumbnail_document_id', { mode: 'number' }),
    photoCount: smallint('photo_count').notNull().default(0),
    searchText: tsvector('search_text').generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A seller deleted the listing (market_status is then DELETED_MARKET_STATUS, 0, which no public
     * read accepts); it can be restored to `status_before_delete` until it is purged, 30 days after.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    statusBeforeDelete: smallint('status_before_delete'),
  },
  (t) => [
    // Ids-first search (DESIGN §3): the top ids come from one of these, rows are fetched after.
    // The default search (available + under contract, DEFAULT order) reads these partial indexes in
    // order and stops after one page; a status list in the key would force a sort of every match.
    // Migration 0004 rebuilds this one with INCLUDE (property_types, price, acres, sale_type) for index-only counts.
    index('listings_active_state_rank').on(t.stateId, t.rankScore.desc(), t.id).where(activeListing()),
    index('listings_active_county_rank').on(t.countyId, t.rankScore.desc(), t.id).where(activeListing()),
    index('listings_active_rank').on(t.rankScore.desc(), t.id).where(activeListing()),
    index('listings_state_status').on(t.stateId, t.marketStatus),
    index('listings_state_price').on(t.stateId, t.price),
    index('listings_state_asking_price').on(t.stateId, t.askingPrice),
    index('listings_state_acres').on(t.stateId, t.acres),
    index('listings_date_listed').on(t.dateListed),
    // The explore page's deals: recent price cuts of active listings (lib/listings/explore-listings.ts).
    index('listings_active_price_cuts').on(t.priceChangedAt).where(sql`${t.priceChangeAmount} < 0 and ${activeListing()}`),
    index('listings_account').on(t.accountId, t.marketStatus),
    // A corporate office's listings include its agents' (the broker directory's and profile's counts).
    index('listings_parent_account').on(t.parentAccountId).where(sql`${t.parentAccountId} is not null`),
    index('listings_city').on(t.cityId),
    index('listings_zip').on(t.zip),
    index('listings_region').on(t.regionId),
    index('listings_lake').on(t.lakeId),
    index('listings_geo').using('gist', sql`point(${t.longitude}, ${t.latitude})`),
    // listings_active_geo (GiST with INCLUDE columns, which Drizzle cannot declare) is created by
    // drizzle/0003_active_geo_index.sql: map searches count and rank a box by index-only scans.
    index('listings_search_text').using('gin', t.searchText),
    index('listings_deleted').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * Active listings per state and property-type mask, kept by statement-level triggers on `listings`
 * (drizzle/0021_listing_tallies.sql): every write that changes which active listings a state holds
 * appends one row per (state, mask) it changed, +n or -n, without locking any existing row; the
 * hourly maintenance folds them into one row per key. A state's total or its per-type facet counts
 * are a sum over at most a few hundred rows, where counting the listings reads every one of them
 * (85,000 in Texas at 1M listings). lib/search/type-tallies.ts reads them.
 */
export const listingTallies = pgTable(
  'listing_tallies',
  {
    stateId: smallint('state_id').notNull(),
    propertyTypes: integer('property_types').notNull(),
    listings: integer('listings').notNull(),
  },
  (t) => [index('listing_tallies_state').on(t.stateId, t.propertyTypes)],
);
