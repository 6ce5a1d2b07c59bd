import type { StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { COUNTY_LINES_MIN_ZOOM, MAX_ZOOM } from './zoom-levels';

/** Where the boundary shapes are served (app/api/map/boundaries/[level]/...). */
export const BOUNDARIES_PATH = '/api/map/boundaries';

export const STATE_SOURCE_ID = 'states';
export const COUNTY_SOURCE_ID = 'counties';

/** The boundaries route's levels, which are also the offline style's source ids and each tile's layer name. */
export type BoundaryPath = typeof STATE_SOURCE_ID | typeof COUNTY_SOURCE_ID;

/** The deepest zoom the boundary tiles are cut at; the map overzooms them beyond (docs/map.md). */
export const BOUNDARY_TILE_MAX_ZOOM = 8;
/** Units across a boundary tile (the vector-tile default). */
export const BOUNDARY_TILE_EXTENT = 4096;

/** The URL template of a level's vector tiles. */
export function boundaryTilesUrl(level: BoundaryPath, boundariesPath = BOUNDARIES_PATH): string {
  return `${boundariesPath}/${level}/tiles/{z}/{x}/{y}`;
}

/** The URL of the bounds of one shape of a level, by FIPS id. */
export function boundaryBoundsUrl(level: BoundaryPath, id: number, boundariesPath = BOUNDARIES_PATH): string {
  return `${boundariesPath}/${level}/${id}`;
}

/**
 * A boundary level as a vector-tile source: the map fetches the tiles in view (zoom 0-8, overzoomed
 * beyond), not the whole country's shapes. A style's layers on it read the layer named after the level
 * (`source-layer`).
 */
export function boundarySource(level: BoundaryPath, boundariesPath = BOUNDARIES_PATH): VectorSourceSpecification {
  return { type: 'vector', tiles: [boundaryTilesUrl(level, boundariesPath)], minzoom: 0, maxzoom: BOUNDARY_TILE_MAX_ZOOM, attribution: 'US Census Bureau' };
}

export interface OfflineStyleOptions {
  /** The brand's primary colour: state and county lines. */
  primary: string;
  /** Land inside the states. */
  land?: string;
  /** Everything outside them (sea, Canada, Mexico). */
  water?: string;
  /** Base URL of the boundaries route; a same-origin path by default. */
  boundariesPath?: string;
}

export const DEFAULT_LAND = '#f7f6f1';
export const DEFAULT_WATER = '#d9e4ea';

/**
 * The map style that needs no network beyond our own server: a background, the states as filled shapes
 * with outlines, and county lines from zoom 5, all from the boundaries route's vector tiles. It has no text layers, so it
 * needs no glyphs or sprites. A brand's `styleUrl` replaces it wholesale (docs/map.md).
 */
export function buildOfflineStyle({ primary, land = DEFAULT_LAND, water = DEFAULT_WATER, boundariesPath = BOUNDARIES_PATH }: OfflineStyleOptions): StyleSpecification {
  return {
    version: 8,
    name: 'Offline US boundaries',
    sources: {
      [STATE_SOURCE_ID]: boundarySource(STATE_SOURCE_ID, boundariesPath),
      [COUNTY_SOURCE_ID]: boundarySource(COUNTY_SOURCE_ID, boundariesPath),
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': water } },
      { id: 'state-fill', type: 'fill', source: STATE_SOURCE_ID, 'source-layer': STATE_SOURCE_ID, paint: { 'fill-color': land } },
      {
        id: 'county-line',
        type: 'line',
        source: COUNTY_SOURCE_ID,
        'source-layer': COUNTY_SOURCE_ID,
        minzoom: COUNTY_LINES_MIN_ZOOM,
        maxzoom: MAX_ZOOM + 1,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': primary,
          'line-opacity': ['interpolate', ['linear'], ['zoom'], COUNTY_LINES_MIN_ZOOM, 0.15, 9, 0.35],
          'line-width': ['interpolate', ['linear'], ['zoom'], COUNTY_LINES_MIN_ZOOM, 0.4, 12, 1.2],
        },
      },
      {
        id: 'state-line',
        type: 'line',
        source: STATE_SOURCE_ID,
        'source-layer': STATE_SOURCE_ID,
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': primary,
          'line-opacity': 0.7,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 10, 2.2],
        },
      },
    ],
  };
}
