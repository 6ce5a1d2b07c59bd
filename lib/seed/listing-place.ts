import { PropertyType } from '@/lib/domain';
import type { County } from '@/lib/geo/counties';
import { inBBox, shapeContains } from '@/lib/geo/point-in-polygon';
import type { WaterPlace } from '@/lib/geo/water-places';
import type { Zip } from '@/lib/geo/zips';
import { largestTractAcres } from './county-density';
import { landSetting, townClearance, type LandSetting } from './land-setting';
import { MIN_ACRES } from './listing-terms';
import type { Random } from './random';
import type { SeedWorld } from './seed-world';

/** Where a listing is: always a point inside its county, which lies in its state, and a size that fits there. */
export interface Place {
  stateId: number;
  county: County;
  /** The zip the point was drawn around (or the nearest of the county), if the county has zips. */
  zip: Zip | undefined;
  cityId: number | null;
  regionId: number | null;
  lakeId: number | null;
  /** The beach town a beachfront listing is near. */
  beach: WaterPlace | null;
  latitude: number;
  longitude: number;
  /** In town, on its edge or out in the country (land-setting.ts). */
  setting: LandSetting;
  /** The listing's acres: the drawn size, cut down where the county is too built-up for it. */
  acres: number;
}

const inside = (county: County, x: number, y: number) => inBBox(county.bbox, x, y) && shapeContains(county.shape, x, y);
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
const MILES_PER_DEGREE = 69.05;

/** Planar distance in degrees of latitude, longitude shrunk by the latitude: exact enough within a county. */
function degreesBetween(x1: number, y1: number, x2: number, y2: number): number {
  return Math.hypot((x2 - x1) * Math.cos((y1 * Math.PI) / 180), y2 - y1);
}

/** Straight-line miles between two points (longitude, latitude). */
export function milesBetween(x1: number, y1: number, x2: number, y2: number): number {
  return degreesBetween(x1, y1, x2, y2) * MILES_PER_DEGREE;
}

/** A point a random distance (degrees of latitude) from a centre, in a random direction. */
function around(random: Random, x: number, y: number, minR: number, maxR: number): [number, number] {
  const r = random.between(minR, maxR);
  const a = random.next() * 2 * Math.PI;
  return [x + (r * Math.cos(a)) / Math.cos((y * Math.PI) / 180), y + r * Math.sin(a)];
}

function nearestZip(zips: readonly Zip[] | undefined, x: number, y: number): { zip: Zip | undefined; distance: number } {
  let zip: Zip | undefined;
  let distance = Infinity;
  for (const z of zips ?? []) {
    const d = degreesBetween(x, y, z.longitude, z.latitude);
    if (d < distance) [zip, distance] = [z, d];
  }
  return { zip, distance };
}

type Spot = { x: number; y: number; zip: Zip | undefined };

/** Any point inside the county (rejection sampling in its box), else its centroid. */
function anywhereIn(random: Random, county: County, zips: readonly Zip[]): Spot {
  const { minX, minY, maxX, maxY } = county.bbox;
  for (let attempt = 0; attempt < 60; attempt++) {
    const x = random.between(minX, maxX);
    const y = random.between(minY, maxY);
    if (inside(county, x, y)) return { x, y, zip: nearestZip(zips, x, y).zip };
  }
  return { x: county.longitude, y: county.latitude, zip: nearestZip(zips, county.longitude, county.latitude).zip };
}

/** A point inside the county between minR and maxR (degrees) from one of its zips: a lot in or by a town. */
function nearTown(random: Random, world: SeedWorld, county: County, minR: number, maxR: number): Spot {
  const zips = world.zipsByCounty.get(county.id) ?? [];
  for (let attempt = 0; attempt < 8 && zips.length > 0; attempt++) {
    const zip = random.pick(zips);
    const [x, y] = around(random, zip.longitude, zip.latitude, minR, maxR - (attempt * (maxR - minR)) / 9);
    if (inside(county, x, y)) return { x, y, zip };
  }
  return anywhereIn(random, county, zips);
}

/**
 * A point inside the county at least `clearance` (degrees) from every zip of the county, so a rural
 * tract is in the country and not in a town; its zip is the nearest, the town it is near. When no such
 * point turns up (a county of close-set towns), the point farthest from them of those tried.
 */
function outOfTown(random: Random, world: SeedWorld, county: County, clearance: number): Spot {
  const zips = world.zipsByCounty.get(county.id) ?? [];
  if (zips.length === 0) return anywhereIn(random, county, zips);
  const { minX, minY, maxX, maxY } = county.bbox;
  let best: Spot | undefined;
  let bestDistance = -1;
  // Ten tries a few miles out from a town, then thirty anywhere in the county's box.
  for (let attempt = 0; attempt < 40; attempt++) {
    const from = attempt < 10 ? random.pick(zips) : undefined;
    const [x, y] = from ? around(random, from.longitude, from.latitude, clearance, clearance + 0.15) : [random.between(minX, maxX), random.between(minY, maxY)];
    if (!inside(county, x, y)) continue;
    const { zip, distance } = nearestZip(zips, x, y);
    if (distance >= clearance) return { x, y, zip };
    if (distance > bestDistance) [best, bestDistance] = [{ x, y, zip }, distance];
  }
  return best ?? anywhereIn(random, county, zips);
}

/** A point on land near a lake or beach town, in a county of that place's state. */
function pointNear(random: Random, world: SeedWorld, place: WaterPlace, minR: number, maxR: number): { county: County; x: number; y: number } {
  for (let attempt = 0; attempt < 12; attempt++) {
    const [x, y] = around(random, place.longitude, place.latitude, minR, maxR * (1 - attempt / 14));
    const county = world.geography.locator.locate(x, y, place.stateId);
    if (county) return { county, x, y };
  }
  const county = (world.countiesByState.get(place.stateId) ?? []).find((c) => c.id === place.countyId);
  if (!county) throw new Error(`no county ${place.countyId} for ${place.name}`);
  return { county, x: place.longitude, y: place.latitude };
}

/** The largest tract the county holds (county-density.ts). */
const largestIn = (world: SeedWorld, county: County) => largestTractAcres(world.countyDensity.get(county.id) ?? 0);

/** The drawn acres, or a size the county holds when they are too many for it. */
function fitAcres(random: Random, world: SeedWorld, county: County, acres: number): number {
  const largest = largestIn(world, county);
  if (acres <= largest) return acres;
  return Math.max(MIN_ACRES, Math.round(largest * random.between(0.55, 1) * 100) / 100);
}

/**
 * A county of the state for land of this setting and size: drawn by the setting's weights (rural tracts
 * away from the cities), and drawn again while the county cannot hold the acres; after 12 draws, the
 * one that holds the most.
 */
function drawCounty(random: Random, world: SeedWorld, stateId: number, setting: LandSetting, acres: number): County {
  const picker = world.countyPickers.get(stateId)?.[setting];
  if (!picker || picker.size === 0) throw new Error(`no county to draw in state ${stateId}`);
  let best = picker.pick(random);
  for (let attempt = 1; attempt < 12 && largestIn(world, best) < acres; attempt++) {
    const county = picker.pick(random);
    if (largestIn(world, county) > largestIn(world, best)) best = county;
  }
  return best;
}

function finish(world: SeedWorld, county: County, spot: Spot, fitted: Pick<Place, 'acres' | 'setting' | 'lakeId' | 'beach'>): Place {
  return {
    stateId: county.stateId,
    county,
    zip: spot.zip,
    cityId: spot.zip ? (world.cityIdByKey.get(spot.zip.cityKey) ?? null) : null,
    regionId: world.regionByCounty.get(county.id)?.id ?? null,
    latitude: round6(spot.y),
    longitude: round6(spot.x),
    ...fitted,
  };
}

/**
 * Lakefront listings go by a real lake and beachfront ones by a real beach town, their acres fitted to
 * the county there; the rest go to a county of the drawn state chosen for their setting and size: rural
 * tracts miles out of town in rural counties, lots by the towns.
 */
export function placeListing(random: Random, world: SeedWorld, primaryType: number, stateId: number, drawnAcres: number): Place {
  if (primaryType === PropertyType.LAKEFRONT || primaryType === PropertyType.BEACHFRONT) {
    const lake = primaryType === PropertyType.LAKEFRONT;
    const place = (lake ? world.lakePicker : world.beachPicker).pick(random);
    const { county, x, y } = lake ? pointNear(random, world, place, 0.02, 0.12) : pointNear(random, world, place, 0.003, 0.04);
    const acres = fitAcres(random, world, county, drawnAcres);
    const zip = nearestZip(world.zipsByCounty.get(county.id), x, y).zip;
    return finish(world, county, { x, y, zip }, { acres, setting: landSetting(primaryType, acres), lakeId: lake ? place.id : null, beach: lake ? null : place });
  }
  const setting = landSetting(primaryType, drawnAcres);
  const county = drawCounty(random, world, stateId, setting, drawnAcres);
  const acres = fitAcres(random, world, county, drawnAcres);
  const spot = setting === 'rural' ? outOfTown(random, world, county, townClearance(acres))
    : setting === 'town' ? nearTown(random, world, county, 0.005, 0.04) : nearTown(random, world, county, 0.01, 0.09);
  return finish(world, county, spot, { acres, setting: landSetting(primaryType, acres), lakeId: null, beach: null });
}
