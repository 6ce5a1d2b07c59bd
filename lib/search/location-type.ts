import type { SearchCriteria } from './criteria';

// SPEC §3 "Location query data": the location type is chosen from the criteria in this order.
export const locationTypes = [
  'property-id', 'lake', 'zip', 'city', 'county', 'region', 'state', 'broker', 'coords', 'polygon', 'remap', 'default',
] as const;
export type LocationType = (typeof locationTypes)[number];

export interface LocationQuery {
  locationType: LocationType;
  /** Ids of the chosen type (listing, lake, city, county, region ids; the state id for a state). */
  idList: number[];
  stateId: number;
}

export function locationQuery(c: SearchCriteria): LocationQuery {
  const stateId = c.stateId ?? 0;
  const pick = (locationType: LocationType, idList: number[] = []): LocationQuery => ({ locationType, idList, stateId });
  if (c.propertyId !== undefined) return pick('property-id', [c.propertyId]);
  if (c.lakeIdList.length > 0) return pick('lake', c.lakeIdList);
  if (c.zip !== undefined) return pick('zip');
  if (c.cityIdList.length > 0) return pick('city', c.cityIdList);
  if (c.countyIdList.length > 0) return pick('county', c.countyIdList);
  if (c.regionIdList.length > 0) return pick('region', c.regionIdList);
  if (stateId > 0) return pick('state', [stateId]);
  if (c.brokerId !== undefined) return pick('broker', [c.brokerId]);
  if (c.latitude !== undefined && c.longitude !== undefined) return pick('coords');
  if (c.encodedMapCoordinates) return pick('polygon');
  if (c.mapBounds) return pick('remap');
  return pick('default');
}
