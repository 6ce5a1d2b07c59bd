import { activityNames, farmTypeNames, homeTypeNames, regionTypeNames } from '@/lib/domain/activity';
import { MarketStatus } from '@/lib/domain/market-status';
import { propertyTypes } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import { PG_INT4_MAX, PG_SMALLINT_MAX } from '@/lib/db/pg-limits';
import { customSegments } from '@/lib/routing';
import {
  listingAgeDays, MAX_ACRES, MAX_BATHS, MAX_ENCODED_POLYGON, MAX_KEYWORD_QUERY, MAX_LIST_IDS, MAX_PAGE_INDEX, MAX_PLACE_NAME,
  MAX_PRICE, MAX_RADIUS_MILES, MAX_STATE_ID, MAX_STATE_NAME, priceChangeLookbackDays, priceChangeTypes, sortOrderIds,
  type SearchCriteriaInput,
} from '@/lib/search/criteria';
import { encodePolyline, MAX_POLYGON_POINTS } from '@/lib/search/polyline';

// Every search criterion at the edges of what the schema accepts, and just past them. The database
// test runs each accepted input through the search services; the unit test checks the schema. The
// table is typed by the schema's input, so a new criterion without a row does not compile.

export interface FieldExtremes {
  /** Inputs at the field's bounds: each must parse and run in SQL on both engines. */
  accepted: readonly SearchCriteriaInput[];
  /** Inputs just past them: each must fail, with an issue on this field. */
  rejected: readonly Record<string, unknown>[];
}

type Field = keyof SearchCriteriaInput;
type Input = Record<string, unknown>;

const at = (field: Field, values: readonly unknown[], base: Input = {}): Input[] => values.map((value) => ({ ...base, [field]: value }));

/** Accepted rows come from literal bounds; the unit and database tests parse every one of them. */
const accept = (rows: Input[]) => rows as SearchCriteriaInput[];

/** A number from `min` to `max`; `step` is the smallest move past a bound the column could tell apart. */
function numberField(field: Field, min: number, max: number, step: number, options: { int?: boolean; base?: Input } = {}): FieldExtremes {
  const notWhole = options.int ? [min + 0.5] : [];
  return {
    accepted: accept(at(field, [min, max], options.base)),
    rejected: at(field, [min - step, max + step, ...notWhole, Number.NaN, Number.POSITIVE_INFINITY, String(max)], options.base),
  };
}

const controlCharacters = ['\u0000', '\t', '\n', '\u001f', '\u007f', '\u009f'];

/** Free text: empty, full length in several scripts, text search operators; past: too long, any control character. */
function textField(field: Field, max: number, base: Input = {}): FieldExtremes {
  const full = (unit: string) => unit.repeat(Math.floor(max / unit.length));
  // websearch_to_tsquery operators, and NOTs with nothing to negate ("- - -" overflowed its stack).
  const operators = ['"', '-', '!', '&', '|', '(', ')', ':*', "'", '\\', '%', '_', 'or ', 'and ', '<->', '- ', '-(', '-&', '-"', '"-', '-a '];
  return {
    accepted: accept(at(field, ['', full('a'), full('é'), full('😀'), full(operators.join('')), ...operators.map(full)], base)),
    rejected: at(field, ['a'.repeat(max + 1), ...controlCharacters.map((c) => `a${c}b`), 42], base),
  };
}

/** Sets of ids: one id, the most ids of the highest values; past: zero, above int4, one id too many. */
function idListField(field: Field): FieldExtremes {
  const highest = Array.from({ length: MAX_LIST_IDS }, (_, i) => PG_INT4_MAX - i);
  return {
    accepted: accept(at(field, [[1], highest])),
    rejected: at(field, [[0], [-1], [PG_INT4_MAX + 1], [1.5], [...highest, 1], ['1']]),
  };
}

/** A choice list: none, every choice; past: an unknown choice, more entries than choices. */
function setField(field: Field, choices: readonly (string | number)[], unknown: string | number): FieldExtremes {
  return {
    accepted: accept(at(field, [[], [choices[0]], [...choices]])),
    rejected: at(field, [[unknown], [...choices, choices[0]], choices[0]]),
  };
}

function choiceField(field: Field, choices: readonly unknown[], unknown: readonly unknown[]): FieldExtremes {
  return { accepted: accept(at(field, choices)), rejected: at(field, unknown) };
}

const flag = (field: Field) => choiceField(field, [true], [false, 'true', 1]);

const centre = { latitude: 30.3, longitude: -97.7 };
const dates = (field: Field) => choiceField(field, ['0001-01-01', '9999-12-31', '2024-02-29'], ['0000-01-01', '0000-02-29', '2026-02-30', '2023-02-29', '10000-01-01', '2026-1-1', '']);

/** A ring of `count` points around a centre, as the map's polygon tool would draw it. */
function ring(count: number, lat: number, lng: number, radius: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => [lat + radius * Math.sin((2 * Math.PI * i) / count), lng + radius * Math.cos((2 * Math.PI * i) / count)]);
}

export const largestPolygon = encodePolyline(ring(MAX_POLYGON_POINTS, 35, -100, 5));
const wholeWorld = encodePolyline([[-90, -180], [90, -180], [90, 180], [-90, 180]]);

const world = { north: 90, south: -90, east: 180, west: -180 };

export const criteriaExtremes: { readonly [K in Field]-?: FieldExtremes } = {
  acresMin: numberField('acresMin', 0, MAX_ACRES, 0.01),
  acresMax: numberField('acresMax', 0, MAX_ACRES, 0.01),
  priceMin: numberField('priceMin', 0, MAX_PRICE, 0.01),
  priceMax: numberField('priceMax', 0, MAX_PRICE, 0.01),
  salesPriceMin: numberField('salesPriceMin', 0, MAX_PRICE, 0.01),
  salesPriceMax: numberField('salesPriceMax', 0, MAX_PRICE, 0.01),
  soldDateMin: dates('soldDateMin'),
  soldDateMax: dates('soldDateMax'),
  bedMin: numberField('bedMin', 0, PG_SMALLINT_MAX, 1, { int: true }),
  bedMax: numberField('bedMax', 0, PG_SMALLINT_MAX, 1, { int: true }),
  bathMin: numberField('bathMin', 0, MAX_BATHS, 1, { int: true }),
  bathMax: numberField('bathMax', 0, MAX_BATHS, 1, { int: true }),
  sqftMin: numberField('sqftMin', 0, PG_INT4_MAX, 1, { int: true }),
  sqftMax: numberField('sqftMax', 0, PG_INT4_MAX, 1, { int: true }),
  activityTypes: setField('activityTypes', activityNames, 'flying'),
  amenityTypes: setField('amenityTypes', regionTypeNames, 'volcano'),
  farmTypes: setField('farmTypes', farmTypeNames, 'fish-farm'),
  homeTypes: setField('homeTypes', homeTypeNames, 'castle'),
  propertyTypes: setField('propertyTypes', propertyTypes.map((t) => t.id), Math.max(...propertyTypes.map((t) => t.id)) * 2),
  transactionTypes: setField('transactionTypes', [SaleType.SALE, SaleType.AUCTION], 3),
  marketStatuses: choiceField('marketStatuses', [[MarketStatus.AVAILABLE], Object.values(MarketStatus)], [[], [0], [5], [...Object.values(MarketStatus), 1]]),
  dateListed: choiceField('dateListed', [...listingAgeDays], [0, 2, 61, '7']),
  priceChangeLookback: choiceField('priceChangeLookback', [...priceChangeLookbackDays], [0, 1, 91, '30']),
  priceChangeType: choiceField('priceChangeType', [...priceChangeTypes], ['bigger', '']),
  keywordQuery: textField('keywordQuery', MAX_KEYWORD_QUERY),
  hasHouse: choiceField('hasHouse', [true, false], ['yes', 0, null]),
  hasVideo: flag('hasVideo'),
  hasVirtualTour: flag('hasVirtualTour'),
  hasCustomMap: flag('hasCustomMap'),
  mineralRights: flag('mineralRights'),
  ownerFinancing: flag('ownerFinancing'),
  radius: {
    accepted: accept(at('radius', [Number.MIN_VALUE, MAX_RADIUS_MILES], centre).concat(at('radius', [MAX_RADIUS_MILES], { latitude: 90, longitude: 180 }))),
    rejected: at('radius', [0, -1, MAX_RADIUS_MILES + 0.01, Number.NaN], centre),
  },
  propertyId: numberField('propertyId', 1, PG_INT4_MAX, 1, { int: true }),
  lakeIdList: idListField('lakeIdList'),
  cityIdList: idListField('cityIdList'),
  cityName: textField('cityName', MAX_PLACE_NAME),
  countyIdList: idListField('countyIdList'),
  countyName: textField('countyName', MAX_PLACE_NAME),
  regionIdList: idListField('regionIdList'),
  regionName: textField('regionName', MAX_PLACE_NAME),
  stateId: numberField('stateId', 0, MAX_STATE_ID, 1, { int: true }),
  stateName: textField('stateName', MAX_STATE_NAME),
  stateAbbreviation: choiceField('stateAbbreviation', ['AA', 'ZZ'], ['aa', 'TXX', 'T', 'T\u0000', 'TX\n']),
  zip: choiceField('zip', ['00000', '99999'], ['1234', '123456', '7864\u0000', '78643\n', '78643-1234']),
  latitude: numberField('latitude', -90, 90, 0.000001, { base: { longitude: 0 } }),
  longitude: numberField('longitude', -180, 180, 0.000001, { base: { latitude: 0 } }),
  pageIndex: numberField('pageIndex', 0, MAX_PAGE_INDEX, 1, { int: true }),
  sortOrderId: choiceField('sortOrderId', sortOrderIds, [0, 5, 27, '26']),
  brokerId: numberField('brokerId', 1, PG_INT4_MAX, 1, { int: true }),
  userSavedProperties: flag('userSavedProperties'),
  mapBounds: choiceField('mapBounds', [world, { north: 90, south: 89.999999, east: 180, west: 179.999999 }, { ...world, west: 180, east: -180 }], [
    { ...world, north: 90.000001 },
    { ...world, south: -90.000001 },
    { ...world, east: 180.000001 },
    { ...world, west: -180.000001 },
    { ...world, north: -90 },
    { north: 90, south: -90, east: 180 },
  ]),
  mapZoom: numberField('mapZoom', 0, 24, 0.1),
  encodedMapCoordinates: {
    accepted: accept(at('encodedMapCoordinates', ['', largestPolygon, wholeWorld, '?'.repeat(MAX_ENCODED_POLYGON), '~'.repeat(MAX_ENCODED_POLYGON)])),
    rejected: at('encodedMapCoordinates', ['?'.repeat(MAX_ENCODED_POLYGON + 1), `${wholeWorld}\u0000`, `\t${wholeWorld}`]),
  },
  customSearch: setField('customSearch', customSegments, 'castles'),
  isNearMeSearch: flag('isNearMeSearch'),
  isSellerSearchPage: flag('isSellerSearchPage'),
  inventoryIdList: idListField('inventoryIdList'),
};
