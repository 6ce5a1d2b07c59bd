// The search map's pure pieces, safe for client bundles. The boundary builder (lib/map/boundaries.ts) is
// server only and imported directly by its route.
export { PARCEL_ZOOM, COUNTY_LINES_MIN_ZOOM, CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, NEAR_ME_ZOOM, MIN_ZOOM, MAX_ZOOM, PRICE_LABEL_MIN_ZOOM } from './zoom-levels';
export { BOUNDS_DECIMALS, US_BOUNDS, boundsKey, normalizeBounds, pointsBounds, roundTo, roundZoom, toLngLatBounds, type Bounds } from './bounds';
export { BOUNDS_CHANGE_DELAY_MS, createBoundsReporter, type BoundsReporter, type MapMove } from './bounds-change';
export { BOUNDARIES_PATH, BOUNDARY_TILE_MAX_ZOOM, COUNTY_SOURCE_ID, STATE_SOURCE_ID, boundaryBoundsUrl, boundaryTilesUrl, buildOfflineStyle, type OfflineStyleOptions } from './offline-style';
export { levelRank, markersToFeatureCollection, type MapMarker, type MarkerFeatureCollection, type MarkerFeatureProperties } from './markers';
export {
  CLUSTER_COUNT_LAYER_ID,
  CLUSTER_LAYER_ID,
  INTERACTIVE_LAYER_IDS,
  LISTING_LAYER_IDS,
  MARKER_SOURCE_ID,
  POINT_LAYER_ID,
  PRICE_LABEL_LAYER_ID,
  clusterCountLayer,
  clusterLayer,
  levelColors,
  markerSource,
  pointLayer,
  priceLabelLayer,
  type MarkerColors,
} from './marker-layers';
export { clusterCountImageId, clusterCountLabel } from './cluster-count';
export { priceLabelImageId, priceLabelText } from './price-label';
export { labelImageFor, type LabelImage } from './label-images';
export {
  HIGHLIGHT_STATE_KEYS,
  NO_HIGHLIGHT,
  featureBounds,
  fetchHighlightBounds,
  highlightFilter,
  highlightGlobalState,
  highlightLayerIds,
  highlightLayers,
  highlightLevels,
  withBoundaryHighlight,
  type BoundaryHighlightOptions,
  type HighlightLevel,
  type MapHighlight,
} from './boundary-highlight';
export {
  POPUP_ANCHORS,
  POPUP_EDGE_MARGIN,
  POPUP_SIZE,
  anchorOffset,
  choosePopupAnchor,
  popupRect,
  type PopupAnchor,
  type PopupPlacement,
  type ScreenPoint,
  type ScreenRect,
  type Size,
} from './popup-anchor';
export { DARK_TEXT, LIGHT_TEXT, readableTextColor } from './colors';
export { NEAR_ME_DECIMALS, locateVisitor, nearMeCoordinates, type NearMeFailure, type NearMeResult, type PositionSource } from './near-me';
export { MAPLIBRE_WORKER_URL } from './worker';
export { MAP_VIEW_DEFAULTS } from './map-view-defaults';
export type { SearchMapLabels } from './map-labels';
export {
  BASE_LAYERS,
  BASE_MAP_ORIGINS,
  BASE_SOURCE_ID,
  OPENFREEMAP_STYLE_URL,
  USGS_BASEMAP_ORIGIN,
  baseLayerStyle,
  isDetailed,
  probeUrl,
  streetsStyleUrl,
  usgsTileUrl,
  type ActiveBaseLayer,
  type BaseLayerId,
  type BaseStyleOptions,
} from './base-layers';
export { PROBE_TIMEOUT_MS, knownReach, markUnreachable, probeReach, resetReach, type Fetcher } from './base-reachability';
export { isOwnSource } from './own-sources';
