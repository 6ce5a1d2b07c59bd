/** A map box in degrees; the search criteria's `mapBounds` (lib/search/criteria.ts) has this shape. */
export interface Bounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** The map's reported bounds carry 4 decimals (~11 m), enough for a box search and short in a URL. */
export const BOUNDS_DECIMALS = 4;

/** The contiguous United States: the view when a search has no location. */
export const US_BOUNDS: Bounds = { north: 49.4, south: 24.4, east: -66.9, west: -124.8 };

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0 so equal bounds print equally.
  return Math.round(value * factor) / factor + 0;
}

function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/**
 * Bounds as the search takes them: latitudes clamped, longitudes wrapped into [-180, 180] (a view across
 * the antimeridian gives west > east, which the search treats as two boxes), rounded to 4 decimals.
 */
export function normalizeBounds(raw: Bounds, decimals = BOUNDS_DECIMALS): Bounds {
  const north = roundTo(Math.min(90, Math.max(-90, raw.north)), decimals);
  const south = roundTo(Math.min(90, Math.max(-90, raw.south)), decimals);
  if (raw.east - raw.west >= 360) return { north, south, east: 180, west: -180 };
  let west = wrapLongitude(raw.west);
  let east = wrapLongitude(raw.east);
  // 180 wraps to -180; keep it at the edge it came from.
  if (east === -180 && raw.east > raw.west) east = 180;
  if (west === 180) west = -180;
  west = roundTo(west, decimals);
  east = roundTo(east, decimals);
  return { north, south, east, west };
}

export function roundZoom(zoom: number): number {
  return roundTo(zoom, 2);
}

/** A stable key for comparing bounds. */
export function boundsKey(b: Bounds): string {
  return [b.south, b.west, b.north, b.east].join(',');
}

/** MapLibre's [[west, south], [east, north]]; a box across the antimeridian gets east + 360 so it stays one box. */
export function toLngLatBounds(b: Bounds): [[number, number], [number, number]] {
  const east = b.east < b.west ? b.east + 360 : b.east;
  return [
    [b.west, b.south],
    [east, b.north],
  ];
}

/** The smallest box round some [longitude, latitude] points (a cluster's listings), or null for none. */
export function pointsBounds(points: ReadonlyArray<readonly number[]>): Bounds | null {
  if (points.length === 0) return null;
  let south = Infinity, north = -Infinity, west = Infinity, east = -Infinity;
  for (const [lng = 0, lat = 0] of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { north, south, east, west };
}
