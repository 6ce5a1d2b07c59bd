import { z } from 'zod';
import {
  listingAgeDays, MAX_ENCODED_POLYGON, MAX_KEYWORD_QUERY, MAX_PAGE_INDEX, MAX_PLACE_NAME, MAX_RADIUS_MILES, MAX_STATE_ID, MAX_STATE_NAME,
  priceChangeLookbackDays, priceChangeTypes,
} from './criteria-values';
import { activityNames, farmTypeNames, homeTypeNames, regionTypeNames, ACTIVE_MARKET_STATUSES, MarketStatus, propertyTypes, SaleType, ListingSort } from '@/lib/domain';
import { PG_FIRST_ISO_DATE, PG_INT4_MAX, PG_LAST_ISO_DATE, PG_SMALLINT_MAX, pgNumericMax } from '@/lib/db/pg-limits';
import { customSegments, customSegmentSchema } from '@/lib/routing';
import { plainText } from '@/lib/text/plain-text';
import type { Bounds as MapBounds } from '@/lib/map';

// SPEC §3 "Search criteria": one schema for URLs, API bodies and the search service.
// Field names follow SPEC; docs/search.md lists the few additions (farm/home types, custom segments).

// Each bound is what the column the value is compared with can hold (lib/db/schema/listings.ts), so
// no accepted value fails in SQL. County, city, region and lake ids are int4 columns; listing and
// account ids are bigint but generated from 1, so one id bound (int4) serves every list.
const amount = (max: number) => z.number().finite().min(0).max(max);
/** price, sales_price: numeric(14, 2). */
export const MAX_PRICE = pgNumericMax(14, 2);
/** acres: numeric(12, 2). */
export const MAX_ACRES = pgNumericMax(12, 2);
/** baths: numeric(4, 1), filtered in whole baths. */
export const MAX_BATHS = Math.floor(pgNumericMax(4, 1));
const price = amount(MAX_PRICE);
const acres = amount(MAX_ACRES);
const beds = z.int().min(0).max(PG_SMALLINT_MAX);
const baths = z.int().min(0).max(MAX_BATHS);
const sqft = z.int().min(0).max(PG_INT4_MAX);
const id = z.int().positive().max(PG_INT4_MAX);
const isoDate = z.iso
  .date()
  .refine((date) => date >= PG_FIRST_ISO_DATE, { error: `must be a date from ${PG_FIRST_ISO_DATE} to ${PG_LAST_ISO_DATE}` });
const latitude = z.number().finite().min(-90).max(90);
const longitude = z.number().finite().min(-180).max(180);
/** Lists are sets: sorted and without repeats, so equal searches have equal criteria and one URL. */
function setOf<T extends z.ZodType<string | number>>(item: T, max: number, order?: readonly z.output<T>[]) {
  return z.array(item).max(max).transform((values) => {
    const unique = [...new Set(values)];
    const rank = (v: z.output<T>) => (order ? order.indexOf(v) : 0);
    return unique.sort((a, b) => (order ? rank(a) - rank(b) : a < b ? -1 : a > b ? 1 : 0));
  });
}
/** Ids per list (counties, cities, inventory, ...). */
export const MAX_LIST_IDS = 200;
const ids = setOf(id, MAX_LIST_IDS);

export const sortOrderIds = Object.values(ListingSort);
export {
  hasDefaultStatuses, listingAgeDays, MAX_ENCODED_POLYGON, MAX_KEYWORD_QUERY, MAX_PAGE_INDEX, MAX_PLACE_NAME, MAX_RADIUS_MILES,
  MAX_STATE_ID, MAX_STATE_NAME, NEAR_ME_RADIUS_MILES, priceChangeLookbackDays, priceChangeTypes,
} from './criteria-values';

export const boundsSchema = z
  .strictObject({ north: latitude, south: latitude, east: longitude, west: longitude })
  .refine((b) => b.north > b.south, { message: 'north must be above south' }) satisfies z.ZodType<MapBounds>;
/** The map's box (lib/map/bounds.ts), which the schema reads. */
export type Bounds = MapBounds;

const ranges = [
  ['acresMin', 'acresMax'],
  ['priceMin', 'priceMax'],
  ['salesPriceMin', 'salesPriceMax'],
  ['soldDateMin', 'soldDateMax'],
  ['bedMin', 'bedMax'],
  ['bathMin', 'bathMax'],
  ['sqftMin', 'sqftMax'],
] as const;

export const searchCriteriaSchema = z
  .strictObject({
    acresMin: acres.optional(),
    acresMax: acres.optional(),
    priceMin: price.optional(),
    priceMax: price.optional(),
    salesPriceMin: price.optional(),
    salesPriceMax: price.optional(),
    soldDateMin: isoDate.optional(),
    soldDateMax: isoDate.optional(),
    bedMin: beds.optional(),
    bedMax: beds.optional(),
    bathMin: baths.optional(),
    bathMax: baths.optional(),
    sqftMin: sqft.optional(),
    sqftMax: sqft.optional(),
    activityTypes: setOf(z.enum(activityNames), activityNames.length).default([]),
    /** Region (amenity) types of SPEC §3: beachfront, desert, island, ... */
    amenityTypes: setOf(z.enum(regionTypeNames), regionTypeNames.length).default([]),
    farmTypes: setOf(z.enum(farmTypeNames), farmTypeNames.length).default([]),
    homeTypes: setOf(z.enum(homeTypeNames), homeTypeNames.length).default([]),
    /** Property type ids (bit flags); a listing matches when it has any of them. */
    propertyTypes: setOf(z.union(propertyTypes.map((t) => z.literal(t.id))), propertyTypes.length).default([]),
    transactionTypes: setOf(z.union([z.literal(SaleType.SALE), z.literal(SaleType.AUCTION)]), 2).default([]),
    marketStatuses: setOf(z.union(Object.values(MarketStatus).map((s) => z.literal(s))), 4)
      .pipe(z.array(z.union(Object.values(MarketStatus).map((s) => z.literal(s)))).min(1))
      .default([...ACTIVE_MARKET_STATUSES]),
    /** Listed within the past n days. */
    dateListed: z.union(listingAgeDays.map((d) => z.literal(d))).optional(),
    priceChangeLookback: z.union(priceChangeLookbackDays.map((d) => z.literal(d))).optional(),
    priceChangeType: z.enum(priceChangeTypes).default('none'),
    keywordQuery: plainText(MAX_KEYWORD_QUERY).optional(),
    /** true: with a house, false: without, undefined: either. */
    hasHouse: z.boolean().optional(),
    hasVideo: z.literal(true).optional(),
    hasVirtualTour: z.literal(true).optional(),
    hasCustomMap: z.literal(true).optional(),
    mineralRights: z.literal(true).optional(),
    ownerFinancing: z.literal(true).optional(),
    /** Miles around latitude/longitude. */
    radius: z.number().finite().positive().max(MAX_RADIUS_MILES).optional(),
    propertyId: id.optional(),
    lakeIdList: ids.default([]),
    cityIdList: ids.default([]),
    cityName: plainText(MAX_PLACE_NAME).optional(),
    countyIdList: ids.default([]),
    countyName: plainText(MAX_PLACE_NAME).optional(),
    regionIdList: ids.default([]),
    regionName: plainText(MAX_PLACE_NAME).optional(),
    stateId: z.int().min(0).max(MAX_STATE_ID).optional(),
    stateName: plainText(MAX_STATE_NAME).optional(),
    stateAbbreviation: z.string().regex(/^[A-Z]{2}$/).optional(),
    zip: z.string().regex(/^\d{5}$/).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    pageIndex: z.int().min(0).max(MAX_PAGE_INDEX).default(0),
    sortOrderId: z.union(sortOrderIds.map((s) => z.literal(s))).default(ListingSort.DEFAULT),
    brokerId: id.optional(),
    userSavedProperties: z.literal(true).optional(),
    mapBounds: boundsSchema.optional(),
    mapZoom: z.number().finite().min(0).max(24).optional(),
    /** Polygon drawn on the map, as an encoded polyline (precision 5). */
    encodedMapCoordinates: plainText(MAX_ENCODED_POLYGON).optional(),
    /** The custom search segments of the URL (auctions, mineral-rights, ...), SPEC customSearchUrl. */
    customSearch: setOf(customSegmentSchema, customSegments.length, customSegments).default([]),
    isNearMeSearch: z.literal(true).optional(),
    isSellerSearchPage: z.literal(true).optional(),
    inventoryIdList: ids.default([]),
  })
  .superRefine((c, ctx) => {
    for (const [min, max] of ranges) {
      const low = c[min];
      const high = c[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({ code: 'custom', path: [min], message: `${min} must not be above ${max}` });
        ctx.addIssue({ code: 'custom', path: [max], message: `${max} must not be below ${min}` });
      }
    }
    if ((c.latitude === undefined) !== (c.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude and longitude go together' });
    }
    if (c.radius !== undefined && c.latitude === undefined) {
      ctx.addIssue({ code: 'custom', path: ['radius'], message: 'a radius needs latitude and longitude' });
    }
  });

export type SearchCriteria = z.output<typeof searchCriteriaSchema>;
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;

/** Criteria with every default filled in: a national search of active listings, first page. */
export function defaultCriteria(overrides: SearchCriteriaInput = {}): SearchCriteria {
  return searchCriteriaSchema.parse(overrides);
}

/** The statuses are the SPEC §3 default: exactly the active ones, in any order. */
