import { MAPLIBRE_WORKER_URL } from './worker';
import { MAX_ZOOM, MIN_ZOOM } from './zoom-levels';

/**
 * What every map of ours sets on react-map-gl's Map: our worker (DESIGN §7), the zoom range, a flat
 * map (no rotating or tilting, which land maps do not need and which confuse touch users), the
 * compact attribution, and no fades: a fade repaints the map every frame for 300 ms after each tile and
 * label arrives, most of a loading map's drawing (docs/map.md "No fades").
 */
export const MAP_VIEW_DEFAULTS = {
  workerUrl: MAPLIBRE_WORKER_URL,
  minZoom: MIN_ZOOM,
  maxZoom: MAX_ZOOM,
  dragRotate: false,
  pitchWithRotate: false,
  touchPitch: false,
  maxPitch: 0,
  attributionControl: { compact: true },
  fadeDuration: 0,
} as const;
