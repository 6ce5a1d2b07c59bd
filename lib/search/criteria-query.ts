import type { SearchCriteria } from './criteria';
import { hasDefaultStatuses, searchCriteriaSchema } from './criteria';

// The query-string half of a search URL: every criterion the path does not carry (DESIGN §2 puts
// location, property type, custom segments, near-me, sort and page in the path). Names are the SPEC
// field names; lists are comma-separated; map bounds are "south,west,north,east".

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

/** Query parameter names in the order URLs write them, so one search has one URL. */
export const queryParameterNames: readonly string[] = [
  ...numberFields, ...stringFields, ...numberListFields, ...nameListFields, ...trueFields, 'hasHouse', 'bounds',
].sort();

const shape = searchCriteriaSchema.shape;

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

function decodeValue(name: string, raw: string): unknown {
  if ((numberFields as readonly string[]).includes(name)) return decodeNumber(raw);
  if ((numberListFields as readonly string[]).includes(name)) return raw.split(',').map(decodeNumber);
  if ((nameListFields as readonly string[]).includes(name)) return raw.split(',');
  if ((trueFields as readonly string[]).includes(name)) return raw === 'true' ? true : raw;
  if (name === 'hasHouse') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

function decodeBounds(raw: string): unknown {
  const [south, west, north, east] = raw.split(',').map(decodeNumber);
  return { south, west, north, east };
}

export interface DecodedQuery {
  /** Criteria fields read from the query; each one valid on its own. */
  values: Partial<Record<Field, unknown>>;
  /** Parameters that were unknown, repeated or invalid, and were left out. */
  rejected: string[];
}

/** Reads every known parameter on its own, so one bad value drops only itself. */
export function decodeQuery(params: URLSearchParams): DecodedQuery {
  const values: Partial<Record<Field, unknown>> = {};
  const rejected: string[] = [];
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    if (seen.has(name)) {
      rejected.push(name);
      continue;
    }
    seen.add(name);
    if (name === 'bounds') {
      const parsed = shape.mapBounds.safeParse(decodeBounds(raw));
      if (parsed.success) values.mapBounds = parsed.data;
      else rejected.push(name);
      continue;
    }
    if (!queryParameterNames.includes(name)) {
      rejected.push(name);
      continue;
    }
    const field = name as Field;
    const parsed = shape[field].safeParse(decodeValue(name, raw));
    if (parsed.success) values[field] = parsed.data;
    else rejected.push(name);
  }
  return { values, rejected };
}

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
  if (b) add('bounds', [b.south, b.west, b.north, b.east].map(formatNumber).join(','));
  out.sort(([a], [b2]) => (a < b2 ? -1 : a > b2 ? 1 : 0));
  // Commas stay readable: they are legal in a query and URLSearchParams would escape them.
  return out.map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');
}
