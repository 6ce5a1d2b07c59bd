// Where a listing is, as its maps draw it: the parcel's point, the county to outline and the towns
// around it (the offline map style has no place names of its own).

export interface MapTown {
  name: string;
  latitude: number;
  longitude: number;
}

export interface ListingMapPlace {
  latitude: number;
  longitude: number;
  /** 5-digit FIPS county id: the local map outlines it. */
  countyId: number;
  stateId: number;
  /** The county's larger towns (localMapTowns), named on the local map. */
  towns: readonly MapTown[];
}
