import type { Geometry, GeoJSON, Position } from 'geojson';
import type { FilterSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { Bounds } from './bounds';
import type { MarkerColors } from './marker-layers';
import { BOUNDARIES_PATH, COUNTY_SOURCE_ID, STATE_SOURCE_ID, boundaryBoundsUrl, boundarySource, boundaryTilesUrl, type BoundaryPath } from './offline-style';

// The searched place's outline (a state or a county), drawn from the boundary tiles the offline style
// already loads (us-atlas shapes with the FIPS code as feature id). The layers are part of the style and
// filter on MapLibre global state, so a new highlight is one state change: no layer is added or
// removed, and the marker layers added at run time stay on top.

export const highlightLevels = ['state', 'county'] as const;
export type HighlightLevel = (typeof highlightLevels)[number];

/** A place to outline: a state by its FIPS id (48 Texas), or a county by its 5-digit FIPS id (48299). */
export interface MapHighlight {
  level: HighlightLevel;
  id: number;
  /** The place's bounds when the page knows them (lib/map/place-bounds.ts): the map opens on them. */
  bounds?: Bounds;
}

const boundaryPath: Record<HighlightLevel, BoundaryPath> = { state: STATE_SOURCE_ID, county: COUNTY_SOURCE_ID };

/** The global-state property holding each level's highlighted id. */
export const HIGHLIGHT_STATE_KEYS: Record<HighlightLevel, string> = { state: 'highlightStateId', county: 'highlightCountyId' };

/** No FIPS code is negative: the id that highlights nothing. */
export const NO_HIGHLIGHT = -1;

export function highlightLayerIds(level: HighlightLevel): { fill: string; line: string } {
  return { fill: `highlight-${level}-fill`, line: `highlight-${level}-line` };
}

/** Matches the feature whose id is the level's highlighted id in the map's global state. */
export function highlightFilter(level: HighlightLevel): FilterSpecification {
  return ['==', ['id'], ['global-state', HIGHLIGHT_STATE_KEYS[level]]];
}

/** The global state that shows `highlight`, and nothing at the other level. */
export function highlightGlobalState(highlight: MapHighlight | null | undefined): Record<string, number> {
  return Object.fromEntries(highlightLevels.map((level) => [HIGHLIGHT_STATE_KEYS[level], highlight?.level === level ? highlight.id : NO_HIGHLIGHT]));
}

/** A faint wash of the brand primary inside the place and a firm accent outline round it. */
export function highlightLayers(level: HighlightLevel, source: string, { primary, accent }: MarkerColors): LayerSpecification[] {
  const ids = highlightLayerIds(level);
  const filter = highlightFilter(level);
  const sourceLayer = boundaryPath[level];
  return [
    { id: ids.fill, type: 'fill', source, 'source-layer': sourceLayer, filter, paint: { 'fill-color': primary, 'fill-opacity': 0.08 } },
    {
      id: ids.line,
      type: 'line',
      source,
      'source-layer': sourceLayer,
      filter,
      layout: { 'line-join': 'round' },
      paint: { 'line-color': accent, 'line-opacity': 0.9, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 10, 3.5] },
    },
  ];
}

/** The style's source with our boundary tiles for `level` (the offline style has both), if any. */
function existingBoundarySource(style: StyleSpecification, tilesUrl: string): string | undefined {
  return Object.entries(style.sources).find(([, source]) => source.type === 'vector' && source.tiles?.[0] === tilesUrl)?.[0];
}

export interface BoundaryHighlightOptions {
  colors: MarkerColors;
  /** The highlight the style starts with (the current one when a style is swapped). */
  highlight?: MapHighlight | null;
  boundariesPath?: string;
}

/**
 * `style` with the highlight layers on top and the global state they read. A brand style without our
 * boundary sources gets them added under ids of their own (`highlight-states`, `highlight-counties`).
 */
export function withBoundaryHighlight(style: StyleSpecification, { colors, highlight, boundariesPath = BOUNDARIES_PATH }: BoundaryHighlightOptions): StyleSpecification {
  const sources = { ...style.sources };
  const layers = highlightLevels.flatMap((level) => {
    const path = boundaryPath[level];
    let source = existingBoundarySource(style, boundaryTilesUrl(path, boundariesPath));
    if (!source) {
      source = `highlight-${path}`;
      sources[source] = boundarySource(path, boundariesPath);
    }
    return highlightLayers(level, source, colors);
  });
  const defaults = Object.fromEntries(Object.entries(highlightGlobalState(highlight)).map(([key, value]) => [key, { default: value }]));
  return { ...style, sources, layers: [...style.layers, ...layers], state: { ...style.state, ...defaults } };
}

/**
 * The boundaries route's answer as a box, or null when it is not one. Checked by hand: this module is
 * in the search page's map and filter code, and a validation library there would be evaluated as they
 * load (113 KB, about 400 ms of a phone's main thread in Lighthouse's throttling; docs/performance.md).
 */
function readBounds(body: unknown): Bounds | null {
  if (typeof body !== 'object' || body === null) return null;
  const { north, south, east, west } = body as Record<string, unknown>;
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  return finite(north) && finite(south) && finite(east) && finite(west) ? { north, south, east, west } : null;
}

/**
 * The bounds of a highlighted place, from the boundaries route (the map holds only the tiles in view,
 * so it cannot measure a whole shape itself); null when the route has no such shape or cannot be reached.
 */
export async function fetchHighlightBounds({ level, id }: MapHighlight, { boundariesPath = BOUNDARIES_PATH, signal }: { boundariesPath?: string; signal?: AbortSignal } = {}): Promise<Bounds | null> {
  try {
    const response = await fetch(boundaryBoundsUrl(boundaryPath[level], id, boundariesPath), { signal });
    if (!response.ok) return null;
    return readBounds(await response.json());
  } catch {
    return null;
  }
}

function positions(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(positions);
  }
}

/**
 * The bounds of the feature with `id` in a boundary collection, or null when it is not there. A shape
 * across the antimeridian (Alaska's Aleutians) gets west > east, as the search's bounds do.
 */
export function featureBounds(data: GeoJSON, id: number): Bounds | null {
  const feature = data.type === 'FeatureCollection' ? data.features.find((f) => f.id === id) : data.type === 'Feature' && data.id === id ? data : undefined;
  const points = feature?.geometry ? positions(feature.geometry) : [];
  if (points.length === 0) return null;
  let south = Infinity, north = -Infinity, west = Infinity, east = -Infinity;
  let westFrom0 = Infinity, eastFrom0 = -Infinity;
  for (const [lng = 0, lat = 0] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    // The same longitudes measured eastward from 0, for a shape that crosses the antimeridian.
    const from0 = lng < 0 ? lng + 360 : lng;
    westFrom0 = Math.min(westFrom0, from0);
    eastFrom0 = Math.max(eastFrom0, from0);
  }
  if (east - west <= 180) return { north, south, east, west };
  return { north, south, west: westFrom0, east: eastFrom0 - 360 };
}
