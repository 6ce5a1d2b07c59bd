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

/**
 * Moving the map searches the new box within the page's place (a county stays a county: its path and
 * name stay in the URL, the box narrows it), from the first page.
 */
export function mapSearchCriteria(c: SearchCriteria, bounds: Bounds, zoom: number): SearchCriteria {
  return { ...c, mapBounds: bounds, mapZoom: Math.round(zoom * 10) / 10, pageIndex: 0 };
}

/** Near me: the visitor's point (rounded by the caller) with the default radius, instead of the place. */
export function nearMeCriteria(c: SearchCriteria, latitude: number, longitude: number): SearchCriteria {
  return { ...withoutPlace(c), latitude, longitude, isNearMeSearch: true };
}
