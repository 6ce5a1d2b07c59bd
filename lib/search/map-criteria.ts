import type { Bounds, SearchCriteria } from './criteria';

/** The criteria with no place: no state, county, city, region, lake, zip, point, radius or box. */
function withoutPlace(c: SearchCriteria): SearchCriteria {
  const {
    stateId: _stateId, stateName: _stateName, stateAbbreviation: _abbreviation, zip: _zip, countyName: _county, cityName: _city,
    regionName: _region, latitude: _latitude, longitude: _longitude, radius: _radius, isNearMeSearch: _nearMe, mapBounds: _bounds,
    mapZoom: _zoom, ...rest
  } = c;
  return { ...rest, countyIdList: [], cityIdList: [], regionIdList: [], lakeIdList: [], pageIndex: 0 };
}

/** Moving the map makes a map search of the new box (SPEC location type "remap"): the list follows. */
export function mapSearchCriteria(c: SearchCriteria, bounds: Bounds, zoom: number): SearchCriteria {
  return { ...withoutPlace(c), mapBounds: bounds, mapZoom: Math.round(zoom * 10) / 10 };
}

/** Near me: the visitor's point (rounded by the caller) with the default radius. */
export function nearMeCriteria(c: SearchCriteria, latitude: number, longitude: number): SearchCriteria {
  return { ...withoutPlace(c), latitude, longitude, isNearMeSearch: true };
}
