import { sql, type SQL } from 'drizzle-orm';
import { activeListing } from '@/lib/db/schema/listings';
import { Activity, FarmType, HomeType, RegionType, SaleType } from '@/lib/domain';
import type { CustomSegment } from '@/lib/routing';
import { hasDefaultStatuses, type Bounds, type SearchCriteria } from './criteria';
import { websearchText } from './keyword-query';
import { locationQuery } from './location-type';
import { decodePolyline } from './polyline';

// Every criterion as SQL over `listings` (unqualified columns), joined with AND. Values are bound
// parameters; only validated small integers (status codes, bit masks) are written inline, so the
// planner can match the partial indexes (`market_status in (1, 2)`).

/** Highest asking price of "cheap land" (custom segment). */
export const CHEAP_LAND_MAX_PRICE = 50_000;
const MILES_PER_DEGREE_LATITUDE = 69.05;

export interface WhereOptions {
  /** The moment "listed in the past n days" and price-change lookbacks count back from. */
  now: Date;
  /** The signed-in user, for userSavedProperties. */
  userId?: number;
  /**
   * Write a keyword search's state as `array[state_id] && '{n}'`, the terms of the words-and-state
   * GIN index (listings_active_keyword_state, migration 0006), for queries that find matches in no
   * particular order (counts, facets). Pages keep `state_id = n` for the rank index. Never both: the
   * pair would draw the planner to AND a bitmap of every listing in the state.
   */
  keywordStateIndex?: boolean;
  /**
   * For counts in a state with property types chosen: also write the types as the masks that state's
   * tallies hold (`stateTypeMasks`), so the count reads only those masks' entries of
   * listings_active_state_type_price (migration 0022). Not for pages: they walk the rank index.
   */
  typeMasks?: boolean;
}

/** The criteria's property-type bits, ORed: a listing matches when it has any of them (0: no type chosen). */
export function typeBits(criteria: Pick<SearchCriteria, 'propertyTypes'>): number {
  return criteria.propertyTypes.reduce((bits, type) => bits | type, 0);
}

function mask(names: readonly string[], flags: Readonly<Record<string, number>>): number {
  return names.reduce((m, n) => m | (flags[n] ?? 0), 0);
}

function anyBit(column: string, bits: number): SQL {
  return sql`(${sql.raw(column)} & ${sql.raw(String(bits))}) <> 0`;
}

function inList(column: string, values: readonly number[]): SQL {
  return sql`${sql.raw(column)} in (${sql.raw(values.map((v) => String(Math.trunc(v))).join(', '))})`;
}

function idIn(column: string, ids: readonly number[]): SQL {
  return sql`${sql.raw(column)} = any(${`{${ids.map((i) => Math.trunc(i)).join(',')}}`}::bigint[])`;
}

export function boundsCondition(b: Bounds): SQL {
  // A box across the antimeridian (west > east) is two boxes.
  if (b.west > b.east) {
    return sql`(point(longitude, latitude) <@ box(point(${b.west}, ${b.south}), point(180, ${b.north}))
      or point(longitude, latitude) <@ box(point(-180, ${b.south}), point(${b.east}, ${b.north})))`;
  }
  return sql`point(longitude, latitude) <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))`;
}

/** Within `miles` of a point: a box the GiST index can answer, then the exact great-circle distance. */
export function radiusCondition(latitude: number, longitude: number, miles: number): SQL {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const dLng = Math.min(180, miles / (MILES_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180))));
  const box = boundsCondition({
    south: Math.max(-90, latitude - dLat),
    north: Math.min(90, latitude + dLat),
    west: Math.max(-180, longitude - dLng),
    east: Math.min(180, longitude + dLng),
  });
  const distance = sql`3958.8 * 2 * asin(sqrt(power(sin(radians(latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${longitude}) / 2), 2)))`;
  return sql`(${box} and ${distance} <= ${miles})`;
}

function polygonCondition(encoded: string): SQL | null {
  const points = decodePolyline(encoded);
  if (!points || points.length < 3) return null;
  const literal = `(${points.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;
  return sql`point(longitude, latitude) <@ ${literal}::polygon`;
}

const customConditions: Record<CustomSegment, SQL> = {
  auctions: sql`sale_type = ${sql.raw(String(SaleType.AUCTION))}`,
  'mineral-rights': sql`mineral_rights`,
  'owner-financing': sql`owner_financing`,
  'cheap-land': sql`price > 2 and price <= ${sql.raw(String(CHEAP_LAND_MAX_PRICE))}`,
  'off-grid': anyBit('amenity_types', RegionType['off-grid']),
  'log-cabins': anyBit('home_types', HomeType.cabin),
  vineyards: anyBit('farm_types', FarmType.vineyard),
};

function locationCondition(c: SearchCriteria, options: WhereOptions): SQL | null {
  const { locationType, idList } = locationQuery(c);
  switch (locationType) {
    case 'property-id':
      return idIn('id', idList);
    case 'lake':
      return inList('lake_id', idList);
    case 'zip':
      return sql`zip = ${c.zip}`;
    case 'city':
      return inList('city_id', idList);
    case 'county':
      return inList('county_id', idList);
    case 'region':
      return inList('region_id', idList);
    case 'state':
      if (c.keywordQuery && options.keywordStateIndex) return sql.raw(`array[state_id] && '{${Math.trunc(c.stateId ?? 0)}}'::smallint[]`);
      return sql`state_id = ${sql.raw(String(Math.trunc(c.stateId ?? 0)))}`;
    default:
      return null; // broker, coords, polygon and bounds apply below whatever the location type
  }
}

/**
 * A search of a state's active listings that no map shape, keyword, broker or list of listings narrows
 * (each of those has an index that finds its few rows faster): the count the type masks serve. The
 * tallies hold active listings only, so a search of sold or off-market ones never reads its masks there.
 */
function countsWholeState(c: SearchCriteria): boolean {
  const shaped = c.mapBounds !== undefined || c.encodedMapCoordinates !== undefined || c.radius !== undefined;
  const few = c.brokerId !== undefined || c.inventoryIdList.length > 0 || c.userSavedProperties === true;
  return hasDefaultStatuses(c.marketStatuses) && !shaped && !few && !c.keywordQuery && locationQuery(c).locationType === 'state';
}

/**
 * The property-type masks (whole `property_types` values) of a state's active listings that have any of
 * `bits`, read from listing_tallies (kept by triggers in the same transaction as every listing write, so
 * in the statement's snapshot a mask with listings has a positive sum). As an index condition it turns a
 * scan of the whole state into one short range per mask.
 */
function stateTypeMasks(stateId: number, bits: number): SQL {
  const state = sql.raw(String(Math.trunc(stateId)));
  return sql`property_types = any(array(select property_types from listing_tallies where state_id = ${state} and ${anyBit('property_types', bits)} group by property_types having sum(listings) > 0))`;
}

function range(column: string, min: number | string | undefined, max: number | string | undefined): SQL[] {
  const out: SQL[] = [];
  if (min !== undefined) out.push(sql`${sql.raw(column)} >= ${min}`);
  if (max !== undefined) out.push(sql`${sql.raw(column)} <= ${max}`);
  return out;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString();
}

export function searchConditions(c: SearchCriteria, options: WhereOptions): SQL[] {
  const parts: SQL[] = [];
  const push = (part: SQL | null | undefined) => {
    if (part) parts.push(part);
  };
  push(hasDefaultStatuses(c.marketStatuses) ? activeListing() : inList('market_status', [...new Set(c.marketStatuses)].sort()));
  push(locationCondition(c, options));
  if (c.brokerId !== undefined) push(sql`(account_id = ${c.brokerId} or parent_account_id = ${c.brokerId})`);
  if (c.latitude !== undefined && c.longitude !== undefined && c.radius !== undefined) push(radiusCondition(c.latitude, c.longitude, c.radius));
  if (c.encodedMapCoordinates) push(polygonCondition(c.encodedMapCoordinates) ?? sql`false`);
  if (c.mapBounds) push(boundsCondition(c.mapBounds));
  if (c.inventoryIdList.length > 0) push(idIn('id', c.inventoryIdList));

  parts.push(...range('price', c.priceMin, c.priceMax));
  parts.push(...range('acres', c.acresMin, c.acresMax));
  parts.push(...range('sales_price', c.salesPriceMin, c.salesPriceMax));
  parts.push(...range('sold_date', c.soldDateMin, c.soldDateMax));
  parts.push(...range('beds', c.bedMin, c.bedMax));
  parts.push(...range('baths', c.bathMin, c.bathMax));
  parts.push(...range('home_sqft', c.sqftMin, c.sqftMax));

  if (c.propertyTypes.length > 0) {
    push(anyBit('property_types', typeBits(c)));
    if (options.typeMasks && countsWholeState(c)) push(stateTypeMasks(c.stateId ?? 0, typeBits(c)));
  }
  if (c.activityTypes.length > 0) push(anyBit('activity_types', mask(c.activityTypes, Activity)));
  if (c.amenityTypes.length > 0) push(anyBit('amenity_types', mask(c.amenityTypes, RegionType)));
  if (c.farmTypes.length > 0) push(anyBit('farm_types', mask(c.farmTypes, FarmType)));
  if (c.homeTypes.length > 0) push(anyBit('home_types', mask(c.homeTypes, HomeType)));
  if (c.transactionTypes.length === 1) push(inList('sale_type', c.transactionTypes));

  if (c.dateListed !== undefined) push(sql`date_listed >= ${daysBefore(options.now, c.dateListed)}`);
  if (c.priceChangeLookback !== undefined) {
    push(sql`price_changed_at >= ${daysBefore(options.now, c.priceChangeLookback)}`);
    if (c.priceChangeType === 'reduction') push(sql`price_change_amount < 0`);
    else push(sql`price_change_amount <> 0`);
  } else if (c.priceChangeType === 'reduction') {
    push(sql`price_change_amount < 0`);
  } else if (c.priceChangeType === 'change') {
    push(sql`price_change_amount <> 0`);
  }
  if (c.keywordQuery) push(keywordCondition(c.keywordQuery));
  if (c.hasHouse !== undefined) push(c.hasHouse ? sql`has_house` : sql`not has_house`);
  if (c.hasVideo) push(sql`has_video`);
  if (c.hasVirtualTour) push(sql`has_virtual_tour`);
  if (c.hasCustomMap) push(sql`has_custom_map`);
  if (c.mineralRights) push(sql`mineral_rights`);
  if (c.ownerFinancing) push(sql`owner_financing`);
  for (const segment of new Set(c.customSearch)) push(customConditions[segment]);
  if (c.userSavedProperties) {
    push(options.userId === undefined ? sql`false` : sql`id in (select listing_id from favorites where user_id = ${options.userId})`);
  }
  return parts;
}

/**
 * Listings whose words match a keyword search (`keyword-query.ts` says how the text is read). A keyword
 * with no word the search can use ("the", "and of", "!!!": stop words and punctuation only) makes an
 * empty query, which on its own matches nothing; every description has such words, so it narrows
 * nothing instead. The query is a constant of the statement's values, so the planner folds the `or`
 * away and a usable keyword keeps its index.
 */
export function keywordCondition(keywordQuery: string): SQL {
  const query = sql`websearch_to_tsquery('english', ${websearchText(keywordQuery)})`;
  return sql`(search_text @@ ${query} or numnode(${query}) = 0)`;
}

export function whereClause(c: SearchCriteria, options: WhereOptions): SQL {
  return sql.join(searchConditions(c, options), sql` and `);
}
