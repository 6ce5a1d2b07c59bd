import type { SearchCriteria } from './criteria';
import { hasDefaultStatuses } from './criteria-values';

// The query-string half of a search URL: every criterion the path does not carry (DESIGN §2 puts
// location, property type, custom segments, near-me, sort and page in the path). Names are the SPEC
// field names; lists are comma-separated; map bounds are "south,west,north,east". Writing needs no
// schema (the browser builds URLs with it); reading validates (criteria-query.ts).

type Field = keyof SearchCriteria;

export const numberFields = [
  'acresMin', 'acresMax', 'priceMin', 'priceMax', 'salesPriceMin', 'salesPriceMax', 'bedMin', 'bedMax',
  'bathMin', 'bathMax', 'sqftMin', 'sqftMax', 'dateListed', 'priceChangeLookback', 'radius', 'propertyId',
  'brokerId', 'mapZoom', 'latitude', 'longitude',
] as const satisfies readonly Field[];
export const stringFields = ['soldDateMin', 'soldDateMax', 'keywordQuery', 'priceChangeType', 'encodedMapCoordinates', 'zip'] as const satisfies readonly Field[];
export const numberListFields = ['propertyTypes', 'transactionTypes', 'marketStatuses', 'lakeIdList', 'cityIdList', 'countyIdList', 'regionIdList', 'inventoryIdList'] as const satisfies readonly Field[];
export const nameListFields = ['activityTypes', 'amenityTypes', 'farmTypes', 'homeTypes'] as const satisfies readonly Field[];
export const trueFields = ['hasVideo', 'hasVirtualTour', 'hasCustomMap', 'mineralRights', 'ownerFinancing', 'userSavedProperties', 'isSellerSearchPage'] as const satisfies readonly Field[];

/** Query parameter names in the order URLs write them, so one search has one URL. */
export const queryParameterNames: readonly string[] = [
  ...numberFields, ...stringFields, ...numberListFields, ...nameListFields, ...trueFields, 'hasHouse', 'bounds',
].sort();

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
