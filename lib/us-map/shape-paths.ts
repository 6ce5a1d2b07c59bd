import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject } from 'topojson-specification';
import type { AtlasTopology } from './atlas';

/** Where a map puts the atlas's coordinates: x' = x * scaleX + translateX, and likewise y. */
export interface Placement {
  scaleX: number;
  scaleY: number;
  translateX: number;
  translateY: number;
}

/** How much of a shape a map draws, in the map's own units (those of its viewBox). */
export interface PathDetail {
  placement: Placement;
  /** A point stays when the Visvalingam triangle it spans is at least this large (units²). */
  minArea: number;
  /** Islands and holes smaller than this are left out; a shape's largest ring always stays. */
  minRingArea: number;
  decimals: number;
  /** The side of the square drawn for a shape the atlas itself reduces to a point or a line. */
  markerSide: number;
}

export type Point = readonly [number, number];
export type Ring = readonly Point[];

/** Twice the signed area of a ring (shoelace); the ring is taken as closed. */
function doubleArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    sum += xj * yi - xi * yj;
  }
  return sum;
}

export function ringArea(ring: Ring): number {
  return Math.abs(doubleArea(ring)) / 2;
}

/** The area centroid of a ring (its first point when the ring has no area). */
export function ringCentroid(ring: Ring): Point {
  const twice = doubleArea(ring);
  if (twice === 0) return ring[0] ?? [0, 0];
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Point;
    const [xj, yj] = ring[j] as Point;
    const cross = xj * yi - xi * yj;
    cx += (xi + xj) * cross;
    cy += (yi + yj) * cross;
  }
  return [cx / (3 * twice), cy / (3 * twice)];
}

export function largestRing(rings: readonly Ring[]): Ring | undefined {
  let best: Ring | undefined;
  let bestArea = -1;
  for (const ring of rings) {
    const area = ringArea(ring);
    if (area > bestArea) [best, bestArea] = [ring, area];
  }
  return best;
}

function polygonsOf(atlas: AtlasTopology, geometry: GeometryObject): Position[][][] {
  if (geometry.type === 'Polygon') return [feature(atlas, geometry).geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return feature(atlas, geometry).geometry.coordinates;
  return [];
}

/** A ring's kept points, placed and rounded, without repeats or the closing point; null when fewer than 3 are left. */
function placeRing(ring: Position[], minWeight: number, { placement, decimals }: PathDetail): Ring | null {
  const factor = 10 ** decimals;
  const out: Point[] = [];
  for (const [x = 0, y = 0, weight = Infinity] of ring) {
    if (weight < minWeight) continue;
    const point: Point = [
      Math.round((x * placement.scaleX + placement.translateX) * factor) / factor || 0,
      Math.round((y * placement.scaleY + placement.translateY) * factor) / factor || 0,
    ];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out.length >= 3 ? out : null;
}

function ringsAt(polygons: Position[][][], minWeight: number, detail: PathDetail): Ring[] {
  const rings = polygons.flat().map((ring) => placeRing(ring, minWeight, detail)).filter((ring): ring is Ring => ring !== null);
  const largest = largestRing(rings);
  return rings.filter((ring) => ring === largest || ringArea(ring) >= detail.minRingArea);
}

/** A square centred on the shape's points, for a shape with no area of its own. */
function marker(polygons: Position[][][], { placement, decimals, markerSide }: PathDetail): Ring[] {
  const points = polygons.flat(2);
  if (points.length === 0) return [];
  const mean = (axis: 0 | 1) => points.reduce((sum, point) => sum + (point[axis] ?? 0), 0) / points.length;
  const x = mean(0) * placement.scaleX + placement.translateX;
  const y = mean(1) * placement.scaleY + placement.translateY;
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor || 0;
  const half = markerSide / 2;
  return [[[round(x - half), round(y - half)], [round(x + half), round(y - half)], [round(x + half), round(y + half)], [round(x - half), round(y + half)]]];
}

/**
 * The rings a map draws for one atlas shape. Weights are areas in the atlas's units, and a placement
 * scales every area by |scaleX * scaleY|, so the threshold is converted rather than the weights.
 * A shape that simplification would erase (a small city bounded by one arc inside its county) keeps
 * every point instead, and one the atlas draws without area (Falls Church, VA) becomes a small square,
 * so each shape of the atlas is a link on the map.
 */
export function shapeRings(atlas: AtlasTopology, geometry: GeometryObject, detail: PathDetail): Ring[] {
  const polygons = polygonsOf(atlas, geometry);
  const minWeight = detail.minArea / Math.abs(detail.placement.scaleX * detail.placement.scaleY);
  const simplified = ringsAt(polygons, minWeight, detail);
  if (simplified.length > 0) return simplified;
  const full = ringsAt(polygons, -Infinity, detail);
  return full.length > 0 ? full : marker(polygons, detail);
}

/** Numbers as path data writes them: "0.5" as ".5", and no space before a minus sign ("1-.5"). */
function joined(values: readonly number[]): string {
  let out = '';
  for (const value of values) {
    const text = String(value).replace(/^(-?)0\./, '$1.');
    out += out === '' || value < 0 ? text : ` ${text}`;
  }
  return out;
}

/**
 * SVG path data: each ring an absolute move to its first point, then lines relative to the point
 * before, closed: "M512.3 240.7l1.2-.5 .3 2z" is 512.3,240.7 then 513.5,240.2 then 513.8,242.2.
 * Relative steps are a few digits where absolute ones are five or six, so a map's paths are about a
 * third smaller. Steps are taken between the rounded points, so the browser lands on each exactly.
 */
export function pathData(rings: readonly Ring[], decimals: number): string {
  const factor = 10 ** decimals;
  const step = (to: number, from: number) => Math.round((to - from) * factor) / factor || 0;
  return rings
    .map((ring) => {
      const [first, ...rest] = ring;
      if (!first) return '';
      const steps: number[] = [];
      let [x, y] = first;
      for (const [nx, ny] of rest) {
        steps.push(step(nx, x), step(ny, y));
        [x, y] = [nx, ny];
      }
      return `M${joined(first)}l${joined(steps)}z`;
    })
    .join('');
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box of shapes at full detail, placed. */
export function shapeBounds(atlas: AtlasTopology, geometries: readonly GeometryObject[], placement: Placement): Bounds {
  const place = ([x = 0, y = 0]: Position): Point => [x * placement.scaleX + placement.translateX, y * placement.scaleY + placement.translateY];
  return boundsOf(geometries.flatMap((geometry) => polygonsOf(atlas, geometry).flat().map((ring) => ring.map(place))));
}

export function boundsOf(rings: Iterable<Ring>): Bounds {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of rings) {
    for (const [x, y] of ring) {
      box.minX = Math.min(box.minX, x);
      box.minY = Math.min(box.minY, y);
      box.maxX = Math.max(box.maxX, x);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return box;
}
