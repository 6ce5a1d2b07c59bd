// Zoom levels of the search map (docs/map.md).

/** SPEC §9 "Parcel zoom 15": the zoom of a single listing's parcel view. */
export const PARCEL_ZOOM = 15;
/** County lines appear from about the zoom at which one state fills the map. */
export const COUNTY_LINES_MIN_ZOOM = 5;
/** Markers stop clustering one level below parcel zoom, so the parcel view always shows single markers. */
export const CLUSTER_MAX_ZOOM = PARCEL_ZOOM - 1;
/**
 * From this zoom single pins carry their compact price: about where parcels become distinguishable and
 * a screen holds few enough listings for the labels to be read rather than overlap.
 */
export const PRICE_LABEL_MIN_ZOOM = 12;
/** Radius in pixels within which markers merge into a cluster. */
export const CLUSTER_RADIUS = 50;
/** Zoom after a near-me search: about a 50-mile radius on a desktop map. */
export const NEAR_ME_ZOOM = 8;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;
