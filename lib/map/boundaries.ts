import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { z } from 'zod';

// Server only: the offline map's boundary layers, built from the Census TopoJSON in `us-atlas`.
// Kept out of lib/map/index.ts so that client bundles never pull in the atlas files.

export const boundaryLevels = ['states', 'counties'] as const;
export const boundaryLevelSchema = z.enum(boundaryLevels);
export type BoundaryLevel = z.infer<typeof boundaryLevelSchema>;

export interface BoundaryProperties {
  name: string;
}
export type BoundaryFeature = Feature<Polygon | MultiPolygon, BoundaryProperties> & { id: number };
export type BoundaryCollection = FeatureCollection<Polygon | MultiPolygon, BoundaryProperties> & { features: BoundaryFeature[] };

/**
 * How much detail each level keeps. `keep` is the share of arc points retained by topology-preserving
 * (Visvalingam) simplification, so neighbouring shapes still share their borders exactly; `decimals`
 * rounds coordinates (3 decimals is ~100 m, finer than the atlas's own 1:10M grid of ~0.0036° x 0.0009°).
 * The map re-simplifies per zoom level anyway; these only trim the download (docs/map.md has sizes).
 */
export const boundaryDetail: Record<BoundaryLevel, { keep: number; decimals: number }> = {
  states: { keep: 0.5, decimals: 3 },
  counties: { keep: 0.35, decimals: 3 },
};

type AtlasTopology = Topology<Record<string, GeometryCollection<{ name: string }>>>;

async function loadTopology(level: BoundaryLevel): Promise<AtlasTopology> {
  const atlas =
    level === 'states'
      ? await import('us-atlas/states-10m.json', { with: { type: 'json' } })
      : await import('us-atlas/counties-10m.json', { with: { type: 'json' } });
  return atlas.default as unknown as AtlasTopology;
}

function roundRing(ring: Position[], factor: number, dedupe: boolean): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of ring) {
    const point = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = out[out.length - 1];
    if (!dedupe || !last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

/** Rounds a polygon's rings and drops the rings that rounding collapsed (a ring needs 4 positions). */
function roundPolygon(rings: Position[][], factor: number, dedupe: boolean): Position[][] | null {
  const rounded = rings.map((ring) => roundRing(ring, factor, dedupe));
  if ((rounded[0]?.length ?? 0) < 4) return null;
  return rounded.filter((ring) => ring.length >= 4);
}

/**
 * Rounds coordinates to `decimals`. With `dedupe` (the default) repeated points are dropped, and so are
 * the rings and polygons left with fewer than 4 positions; null when nothing is left.
 */
export function roundGeometry(geometry: Polygon | MultiPolygon, decimals: number, dedupe = true): Polygon | MultiPolygon | null {
  const factor = 10 ** decimals;
  if (geometry.type === 'Polygon') {
    const rings = roundPolygon(geometry.coordinates, factor, dedupe);
    return rings && { type: 'Polygon', coordinates: rings };
  }
  const polygons = geometry.coordinates.map((p) => roundPolygon(p, factor, dedupe)).filter((p): p is Position[][] => p !== null);
  if (polygons.length === 0) return null;
  return polygons.length === 1 && polygons[0] ? { type: 'Polygon', coordinates: polygons[0] } : { type: 'MultiPolygon', coordinates: polygons };
}

/** Every shape of one level as GeoJSON, with the numeric FIPS code as the feature id (states 1-78, counties 5 digits). */
export async function buildBoundaries(level: BoundaryLevel): Promise<BoundaryCollection> {
  const { keep, decimals } = boundaryDetail[level];
  const atlas = await loadTopology(level);
  const weighted = presimplify(atlas);
  const topology = simplify(weighted, quantile(weighted, keep));
  const object = topology.objects[level];
  const original = atlas.objects[level];
  if (!object || !original) throw new Error(`us-atlas has no ${level} object`);
  const unsimplified = feature(atlas, original).features;
  const features: BoundaryFeature[] = [];
  feature(topology, object).features.forEach((f, index) => {
    const simplified = f.geometry as Polygon | MultiPolygon | null;
    const full = unsimplified[index]?.geometry as Polygon | MultiPolygon | null | undefined;
    // Simplification can collapse a small shape bounded by one or two arcs (Virginia's independent
    // cities inside their counties): such a shape keeps its full detail, and one that the atlas itself
    // draws degenerate (Falls Church, VA) stays as degenerate as it is, so every FIPS code has a feature.
    const geometry =
      (simplified && roundGeometry(simplified, decimals)) ?? (full && (roundGeometry(full, decimals) ?? roundGeometry(full, decimals, false)));
    if (geometry) features.push({ type: 'Feature', id: Number(f.id), properties: { name: f.properties.name }, geometry });
  });
  return { type: 'FeatureCollection', features };
}

/** Builds a value once per process and level; a failed build is retried by the next request instead of being cached. */
export function oncePerLevel<T>(build: (level: BoundaryLevel) => Promise<T>): (level: BoundaryLevel) => Promise<T> {
  const cache = new Map<BoundaryLevel, Promise<T>>();
  return (level) => {
    let value = cache.get(level);
    if (!value) {
      value = build(level);
      value.catch(() => cache.delete(level));
      cache.set(level, value);
    }
    return value;
  };
}

/** A level's shapes, built once per process (the GeoJSON route, the tiles and the bounds share them). */
export const boundaries = oncePerLevel(buildBoundaries);

/** The serialized GeoJSON of a level, built once per process. */
export const boundariesJson = oncePerLevel(async (level) => JSON.stringify(await boundaries(level)));
