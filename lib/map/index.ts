// The search map's pure pieces, safe for client bundles. The boundary builder (lib/map/boundaries.ts) is
// server only and imported directly by its route.
export { PARCEL_ZOOM, COUNTY_LINES_MIN_ZOOM, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, NEAR_ME_ZOOM, MIN_ZOOM, MAX_ZOOM } from './zoom-levels';
export { BOUNDS_DECIMALS, US_BOUNDS, boundsKey, normalizeBounds, roundTo, roundZoom, toLngLatBounds, type Bounds } from './bounds';
export { BOUNDS_CHANGE_DELAY_MS, createBoundsReporter, type BoundsReporter, type MapMove } from './bounds-change';
export { BOUNDARIES_PATH, buildOfflineStyle, type OfflineStyleOptions } from './offline-style';
export { levelRank, markersToFeatureCollection, type MapMarker, type MarkerFeatureCollection, type MarkerFeatureProperties } from './markers';
export {
  CLUSTER_COUNT_LAYER_ID,
  CLUSTER_LAYER_ID,
  INTERACTIVE_LAYER_IDS,
  MARKER_SOURCE_ID,
  POINT_LAYER_ID,
  clusterCountLayer,
  clusterLayer,
  levelColors,
  markerSource,
  pointLayer,
  type MarkerColors,
} from './marker-layers';
export { clusterCountImageId, clusterCountLabel } from './cluster-count';
export { readableTextColor } from './colors';
export { NEAR_ME_DECIMALS, locateVisitor, nearMeCoordinates, type NearMeFailure, type NearMeResult, type PositionSource } from './near-me';
export { MAPLIBRE_WORKER_URL } from './worker';
export { defaultSearchMapLabels, type SearchMapLabels } from './map-labels';
