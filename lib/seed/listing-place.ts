import { PropertyType } from '@/lib/domain';
import type { County } from '@/lib/geo/counties';
import { inBBox, shapeContains } from '@/lib/geo/point-in-polygon';
import type { WaterPlace } from '@/lib/geo/water-places';
import type { Zip } from '@/lib/geo/zips';
import type { Random } from './random';
import type { SeedWorld } from './seed-world';

/** Where a listing is: always a point inside its county, which lies in its state. */
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
}

const inside = (county: County, x: number, y: number) => inBBox(county.bbox, x, y) && shapeContains(county.shape, x, y);
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** A point a random distance (degrees of latitude) from a centre, in a random direction. */
function around(random: Random, x: number, y: number, minR: number, maxR: number): [number, number] {
  const r = random.between(minR, maxR);
  const a = random.next() * 2 * Math.PI;
  return [x + (r * Math.cos(a)) / Math.cos((y * Math.PI) / 180), y + r * Math.sin(a)];
}

function nearestZip(zips: readonly Zip[] | undefined, x: number, y: number): Zip | undefined {
  let best: Zip | undefined;
  let bestD = Infinity;
  for (const z of zips ?? []) {
    const d = (z.longitude - x) ** 2 + (z.latitude - y) ** 2;
    if (d < bestD) [best, bestD] = [z, d];
  }
  return best;
}

/** A point inside the county near one of its zips (rural land sits a few miles out of town). */
function pointInCounty(random: Random, world: SeedWorld, county: County): { x: number; y: number; zip: Zip | undefined } {
  const zips = world.zipsByCounty.get(county.id) ?? [];
  for (let attempt = 0; attempt < 8 && zips.length > 0; attempt++) {
    const zip = random.pick(zips);
    const [x, y] = around(random, zip.longitude, zip.latitude, 0.01, 0.09 - attempt * 0.01);
    if (inside(county, x, y)) return { x, y, zip };
  }
  const { minX, minY, maxX, maxY } = county.bbox;
  for (let attempt = 0; attempt < 60; attempt++) {
    const x = random.between(minX, maxX);
    const y = random.between(minY, maxY);
    if (inside(county, x, y)) return { x, y, zip: nearestZip(zips, x, y) };
  }
  return { x: county.longitude, y: county.latitude, zip: nearestZip(zips, county.longitude, county.latitude) };
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

function finish(world: SeedWorld, county: County, x: number, y: number, zip: Zip | undefined, extra: Pick<Place, 'lakeId' | 'beach'>): Place {
  return {
    stateId: county.stateId,
    county,
    zip,
    cityId: zip ? (world.cityIdByKey.get(zip.cityKey) ?? null) : null,
    regionId: world.regionByCounty.get(county.id)?.id ?? null,
    latitude: round6(y),
    longitude: round6(x),
    ...extra,
  };
}

/** Lakefront listings go by a real lake and beachfront ones by a real beach town; the rest in the drawn state. */
export function placeListing(random: Random, world: SeedWorld, primaryType: number, stateId: number): Place {
  if (primaryType === PropertyType.LAKEFRONT || primaryType === PropertyType.BEACHFRONT) {
    const lake = primaryType === PropertyType.LAKEFRONT;
    const place = (lake ? world.lakePicker : world.beachPicker).pick(random);
    const { county, x, y } = lake ? pointNear(random, world, place, 0.02, 0.12) : pointNear(random, world, place, 0.003, 0.04);
    return finish(world, county, x, y, nearestZip(world.zipsByCounty.get(county.id), x, y), { lakeId: lake ? place.id : null, beach: lake ? null : place });
  }
  const county = random.pick(world.countiesByState.get(stateId) ?? []);
  const { x, y, zip } = pointInCounty(random, world, county);
  return finish(world, county, x, y, zip, { lakeId: null, beach: null });
}
