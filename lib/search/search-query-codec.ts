import type { SearchCriteria } from './criteria';
import { hasDefaultStatuses } from './criteria-values';

// The query-string half of a search URL, both ways: which parameters there are and how each value is
// written and read back. The path carries the rest (DESIGN §2: location, one property type, custom
// segments, near-me, sort and page). Names are the SPEC field names; lists are comma-separated; map
// bounds are "south,west,north,east". Free of the schema, so the browser writes URLs with it; what is
// read here is checked by the criteria schema afterwards (criteria-from-url.ts).

type Field = keyof SearchCriteria;

const numberFields = [
  'acresMin', 'acresMax', 'priceMin', 'priceMax', 'salesPriceMin', 'salesPriceMax', 'bedMin', 'bedMax',
  'bathMin', 'bathMax', 'sqftMin', 'sqftMax', 'dateListed', 'priceChangeLookback', 'radius', 'propertyId',
  'brokerId', 'mapZoom', 'latitude', 'longitude',
] as const satisfies readonly Field[];
const stringFields = ['soldDateMin', 'soldDateMax', 'keywordQuery', 'priceChangeType', 'encodedMapCoordinates', 'zip'] as const satisfies readonly Field[];
const numberListFields = ['propertyTypes', 'transactionTypes', 'marketStatuses', 'lakeIdList', 'cityIdList', 'countyIdList', 'regionIdList', 'inventoryIdList'] as const satisfies readonly Field[];
const nameListFields = ['activityTypes', 'amenityTypes', 'farmTypes', 'homeTypes'] as const satisfies readonly Field[];
const trueFields = ['hasVideo', 'hasVirtualTour', 'hasCustomMap', 'mineralRights', 'ownerFinancing', 'userSavedProperties', 'isSellerSearchPage'] as const satisfies readonly Field[];

/** `mapBounds` is the one field whose parameter has another name. */
const BOUNDS = 'bounds';

/** Query parameter names in the order URLs write them, so one search has one URL. */
export const queryParameterNames: readonly string[] = [
  ...numberFields, ...stringFields, ...numberListFields, ...nameListFields, ...trueFields, 'hasHouse', BOUNDS,
].sort();

const isIn = (list: readonly string[], name: string): boolean => list.includes(name);

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
}

/** The query string of the criteria the path does not carry ("" when none). */
export function encodeQuery(criteria: SearchCriteria, carriedByPath: ReadonlySet<Field>): string {
  const out: [string, string][] = [];
  const add = (name: string, value: string) => out.push([name, value]);
  for (const name of numberFields) {
    const value = criteria[name];
    if (value !== undefined && !carriedByPath.has(name)) add(name, formatNumber(value));
  }
  for (const name of stringFields) {
    const value = criteria[name];
    if (value === undefined || value === '' || carriedByPath.has(name)) continue;
    if (name === 'priceChangeType' && value === 'none') continue;
    add(name, value);
  }
  for (const name of numberListFields) {
    const list = criteria[name];
    if (list.length === 0 || carriedByPath.has(name)) continue;
    if (name === 'marketStatuses' && hasDefaultStatuses(list)) continue;
    add(name, [...list].sort((a, b) => a - b).join(','));
  }
  for (const name of nameListFields) {
    const list = criteria[name];
    if (list.length > 0 && !carriedByPath.has(name)) add(name, [...list].sort().join(','));
  }
  for (const name of trueFields) if (criteria[name] === true && !carriedByPath.has(name)) add(name, 'true');
  if (criteria.hasHouse !== undefined) add('hasHouse', String(criteria.hasHouse));
  const b = criteria.mapBounds;
  if (b) add(BOUNDS, [b.south, b.west, b.north, b.east].map(formatNumber).join(','));
  out.sort(([a], [b2]) => (a < b2 ? -1 : a > b2 ? 1 : 0));
  // Commas stay readable: they are legal in a query and URLSearchParams would escape them.
  return out.map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');
}

/** The criteria field a query parameter fills, or null for a name no search URL writes. */
export function queryParameterField(name: string): Field | null {
  if (name === BOUNDS) return 'mapBounds';
  return queryParameterNames.includes(name) ? (name as Field) : null;
}

const decimal = /^-?\d+(?:\.\d+)?$/;

/**
 * A number written as encodeQuery writes one (plain decimal); anything else ("", "0x10", "1e3",
 * "Infinity", " 5") is NaN, so the schema rejects it and the page redirects to the canonical URL.
 * Out-of-range values ("2147483648", a 400-digit string, which reads as Infinity) are the schema's to refuse.
 */
function decodeNumber(raw: string): number {
  if (!decimal.test(raw)) return Number.NaN;
  const value = Number(raw);
  // "-0" reads as 0, so it is written back as "0".
  return value === 0 ? 0 : value;
}

/** A parameter's raw text as the value its field holds, still unchecked (the schema decides). */
export function decodeParameter(name: string, raw: string): unknown {
  if (name === BOUNDS) {
    const [south, west, north, east] = raw.split(',').map(decodeNumber);
    return { south, west, north, east };
  }
  if (isIn(numberFields, name)) return decodeNumber(raw);
  if (isIn(numberListFields, name)) return raw.split(',').map(decodeNumber);
  if (isIn(nameListFields, name)) return raw.split(',');
  if (isIn(trueFields, name)) return raw === 'true' ? true : raw;
  if (name === 'hasHouse') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}
