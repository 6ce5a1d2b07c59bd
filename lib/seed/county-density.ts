import type { County } from '@/lib/geo/counties';
import type { Ring, Shape } from '@/lib/geo/point-in-polygon';
import type { Zip } from '@/lib/geo/zips';
import { MAX_ACRES } from './listing-terms';

// How built-up a county is, from the geography the seeder already has: the zips of its sizeable towns
// per 1,000 km². A city of some 50,000 people and up has three zips or more (Dallas has 120, Llano one),
// so those count in full; a village post office counts a tenth, so a rural county with many small post
// offices (Virginia's, Kentucky's) still reads as rural. Dallas County is about 68, Harris 48, Cook 54,
// Los Angeles 38, Travis 31; Llano County 0.3 and half of all counties under 0.5.

const KM_PER_DEGREE = 111.32;
/** Zips a city needs for its zips to count in full. */
const TOWN_ZIPS = 3;
const VILLAGE_WEIGHT = 0.1;
/** Falls Church city, VA collapses to a line at 1:10m: no county is taken as smaller than this. */
const MIN_AREA_KM2 = 30;

function ringAreaKm2(ring: Ring): number {
  let twice = 0;
  let latitude = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    twice += xj * yi - xi * yj;
    latitude += yi;
  }
  const meanLatitude = ring.length > 0 ? latitude / ring.length : 0;
  return (Math.abs(twice) / 2) * KM_PER_DEGREE * KM_PER_DEGREE * Math.cos((meanLatitude * Math.PI) / 180);
}

/** A county's area in km² (every ring counted; holes are rare and small), at least 30. */
export function shapeAreaKm2(shape: Shape): number {
  return Math.max(MIN_AREA_KM2, shape.reduce((sum, ring) => sum + ringAreaKm2(ring), 0));
}

/** Each county's density: zips of towns with 3+ zips, plus a tenth of the others, per 1,000 km². */
export function countyDensities(counties: readonly County[], zips: readonly Zip[]): Map<number, number> {
  const zipsOfCity = new Map<string, number>();
  for (const z of zips) zipsOfCity.set(z.cityKey, (zipsOfCity.get(z.cityKey) ?? 0) + 1);
  const weightOf = new Map<number, number>();
  for (const z of zips) {
    const weight = (zipsOfCity.get(z.cityKey) ?? 0) >= TOWN_ZIPS ? 1 : VILLAGE_WEIGHT;
    weightOf.set(z.countyId, (weightOf.get(z.countyId) ?? 0) + weight);
  }
  return new Map(counties.map((c) => [c.id, ((weightOf.get(c.id) ?? 0) / shapeAreaKm2(c.shape)) * 1000] as const));
}

/**
 * The largest tract a county plausibly offers: any size up to 5,000 acres in rural counties (density up
 * to about 2.5), falling steeply with density: about 1,650 acres at 5, 540 at 10, 180 at 20, 64 in Los
 * Angeles County, 25 in Dallas County, never under 10.
 */
export function largestTractAcres(density: number): number {
  if (density <= 2.5) return MAX_ACRES;
  return Math.max(10, Math.min(MAX_ACRES, Math.round(MAX_ACRES * (2.5 / density) ** 1.6)));
}
