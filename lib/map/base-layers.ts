import type { RasterSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { buildOfflineStyle } from './offline-style';

// The base maps under our markers and outlines (docs/map.md "Base maps"): a streets map, USGS imagery
// and USGS topographic maps, all public and keyless, and the offline boundary style when the visitor's
// browser cannot reach them. The hosts here are the only outside hosts the CSP lets the map load from
// (lib/http/security-headers.ts), besides a brand's own `mapStyleUrl`.

/** The layers a visitor can pick; `streets` is the default. */
export const BASE_LAYERS = ['streets', 'imagery', 'topo'] as const;
export type BaseLayerId = (typeof BASE_LAYERS)[number];

/** What a map shows: a picked layer, or the offline style when that layer cannot be reached. */
export type ActiveBaseLayer = BaseLayerId | 'offline';

/** OpenFreeMap's "Liberty" style: OpenStreetMap roads, water, places and terrain shading, no key. */
export const OPENFREEMAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/** The USGS National Map's cached base maps (public domain, no key; ArcGIS tiles are z/y/x). */
export const USGS_BASEMAP_ORIGIN = 'https://basemap.nationalmap.gov';

const usgsServices = { imagery: 'USGSImageryTopo', topo: 'USGSTopo' } as const;
type RasterLayerId = keyof typeof usgsServices;

/** A USGS service's tile URL template, or one tile's URL when z, y, x are given. */
export function usgsTileUrl(layer: RasterLayerId, tile?: { z: number; y: number; x: number }): string {
  const path = tile ? `${tile.z}/${tile.y}/${tile.x}` : '{z}/{y}/{x}';
  return `${USGS_BASEMAP_ORIGIN}/arcgis/rest/services/${usgsServices[layer]}/MapServer/tile/${path}`;
}

/** Origins of the public base maps, for the CSP. */
export const BASE_MAP_ORIGINS: readonly string[] = [new URL(OPENFREEMAP_STYLE_URL).origin, USGS_BASEMAP_ORIGIN];

export const BASE_SOURCE_ID = 'base-raster';
const USGS_ATTRIBUTION = '<a href="https://www.usgs.gov/programs/national-geospatial-program/national-map">USGS The National Map</a>';
/** USGS caches its imagery and topo tiles to zoom 16; MapLibre overzooms past that. */
const USGS_MAX_ZOOM = 16;

function usgsSource(layer: RasterLayerId): RasterSourceSpecification {
  return { type: 'raster', tiles: [usgsTileUrl(layer)], tileSize: 256, maxzoom: USGS_MAX_ZOOM, attribution: USGS_ATTRIBUTION };
}

/**
 * A USGS layer over the offline style: the tiles replace the land fill, and county and state lines stay
 * on top. Where a tile fails, the offline land and water show through.
 */
function rasterStyle(layer: RasterLayerId, primary: string): StyleSpecification {
  const offline = buildOfflineStyle({ primary });
  // Background and land fill first, the lines after: the tiles go between them.
  const fills = offline.layers.filter((l) => l.type !== 'line');
  const lines = offline.layers.filter((l) => l.type === 'line');
  return {
    ...offline,
    name: `USGS ${usgsServices[layer]}`,
    sources: { ...offline.sources, [BASE_SOURCE_ID]: usgsSource(layer) },
    layers: [...fills, { id: BASE_SOURCE_ID, type: 'raster', source: BASE_SOURCE_ID }, ...lines],
  };
}

export interface BaseStyleOptions {
  /** The brand's primary colour (outlines on our own styles). */
  primary: string;
  /** The brand's MapLibre style, which replaces the public streets style. */
  styleUrl?: string;
}

/** The streets style of a brand: its own, or OpenFreeMap's. */
export const streetsStyleUrl = (styleUrl: string | undefined) => styleUrl ?? OPENFREEMAP_STYLE_URL;

// One object per layer and colour, so a map that is handed the same layer again (a remount that reuses
// the MapLibre instance) sees the same style and does not reload it.
const built = new Map<string, StyleSpecification | string>();

/** The style of a base layer: a URL for streets, a built style for the others. */
export function baseLayerStyle(layer: ActiveBaseLayer, { primary, styleUrl }: BaseStyleOptions): StyleSpecification | string {
  if (layer === 'streets') return streetsStyleUrl(styleUrl);
  const key = `${layer}:${primary}`;
  let style = built.get(key);
  if (!style) {
    style = layer === 'offline' ? buildOfflineStyle({ primary }) : rasterStyle(layer, primary);
    built.set(key, style);
  }
  return style;
}

/** One small resource per layer that answers whether the visitor's browser can reach it. */
export function probeUrl(layer: BaseLayerId, styleUrl?: string): string {
  return layer === 'streets' ? streetsStyleUrl(styleUrl) : usgsTileUrl(layer, { z: 0, y: 0, x: 0 });
}

/** Whether a layer draws real map detail (roads, imagery, contours) fine enough for a parcel. */
export const isDetailed = (layer: ActiveBaseLayer) => layer !== 'offline';
