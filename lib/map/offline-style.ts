import type { GeoJSONSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { COUNTY_LINES_MIN_ZOOM, MAX_ZOOM } from './zoom-levels';

/** Where the boundary GeoJSON is served (app/api/map/boundaries/[level]). */
export const BOUNDARIES_PATH = '/api/map/boundaries';

export const STATE_SOURCE_ID = 'states';
export const COUNTY_SOURCE_ID = 'counties';

/** The boundaries route's levels, which are also the offline style's source ids. */
export type BoundaryPath = typeof STATE_SOURCE_ID | typeof COUNTY_SOURCE_ID;

export function boundariesUrl(level: BoundaryPath, boundariesPath = BOUNDARIES_PATH): string {
  return `${boundariesPath}/${level}`;
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

/** A boundary level as a GeoJSON source (tiled up to zoom 12; MapLibre overzooms beyond). */
export function boundarySource(level: BoundaryPath, boundariesPath = BOUNDARIES_PATH): GeoJSONSourceSpecification {
  return { type: 'geojson', data: boundariesUrl(level, boundariesPath), attribution: 'US Census Bureau', maxzoom: 12 };
}

export const DEFAULT_LAND = '#f7f6f1';
export const DEFAULT_WATER = '#d9e4ea';

/**
 * The map style that needs no network beyond our own server: a background, the states as filled shapes
 * with outlines, and county lines from zoom 5, all from the boundaries route. It has no text layers, so it
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
      { id: 'state-fill', type: 'fill', source: STATE_SOURCE_ID, paint: { 'fill-color': land } },
      {
        id: 'county-line',
        type: 'line',
        source: COUNTY_SOURCE_ID,
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
