import type { counties as countiesTable, cities as citiesTable, lakes as lakesTable, regionCounties, regions as regionsTable, states as statesTable, zips as zipsTable } from '@/lib/db/schema';
import { citiesFromZips, type City } from '@/lib/geo/cities';
import { loadCounties, type County } from '@/lib/geo/counties';
import { CountyLocator } from '@/lib/geo/county-locator';
import { buildRegions, type Region } from '@/lib/geo/regions';
import { states } from '@/lib/geo/states';
import { buildBeaches, buildLakes, type WaterPlace } from '@/lib/geo/water-places';
import { assignZips, type Zip } from '@/lib/geo/zips';

/** All real geography the seeder writes and places listings in. */
export interface Geography {
  counties: readonly County[];
  locator: CountyLocator;
  regions: readonly Region[];
  cities: readonly City[];
  zips: readonly Zip[];
  lakes: readonly WaterPlace[];
  beaches: readonly WaterPlace[];
}

let cached: Promise<Geography> | undefined;

/** Built once per process (~0.5 s: us-atlas shapes, 42k zips by point-in-polygon). */
export function buildGeography(): Promise<Geography> {
  cached ??= (async () => {
    const counties = await loadCounties();
    const locator = new CountyLocator(counties);
    const zips = assignZips(locator);
    return {
      counties, locator, regions: buildRegions(counties), cities: citiesFromZips(zips), zips,
      lakes: buildLakes(locator), beaches: buildBeaches(locator),
    };
  })();
  return cached;
}

export function stateRows(): Array<typeof statesTable.$inferInsert> {
  return states.map((s) => ({ id: s.id, name: s.name, abbreviation: s.abbreviation, slug: s.slug }));
}

export function countyRows(g: Geography): Array<typeof countiesTable.$inferInsert> {
  return g.counties.map((c) => ({ id: c.id, stateId: c.stateId, name: c.name, kind: c.kind, slug: c.slug, latitude: c.latitude, longitude: c.longitude }));
}

export function regionRows(g: Geography): Array<typeof regionsTable.$inferInsert> {
  return g.regions.map((r) => ({ id: r.id, stateId: r.stateId, name: r.name, slug: r.slug }));
}

export function regionCountyRows(g: Geography): Array<typeof regionCounties.$inferInsert> {
  return g.regions.flatMap((r) => r.countyIds.map((countyId) => ({ regionId: r.id, countyId })));
}

export function cityRows(g: Geography): Array<typeof citiesTable.$inferInsert> {
  return g.cities.map((c) => ({ id: c.id, stateId: c.stateId, countyId: c.countyId, name: c.name, slug: c.slug, latitude: c.latitude, longitude: c.longitude }));
}

export function zipRows(g: Geography): Array<typeof zipsTable.$inferInsert> {
  const cityIdByKey = new Map(g.cities.map((c) => [c.key, c.id]));
  return g.zips.map((z) => ({
    zip: z.zip, cityId: cityIdByKey.get(z.cityKey) ?? null, countyId: z.countyId, stateId: z.stateId, latitude: z.latitude, longitude: z.longitude,
  }));
}

export function lakeRows(g: Geography): Array<typeof lakesTable.$inferInsert> {
  return g.lakes.map((l) => ({ id: l.id, name: l.name, slug: l.slug, stateId: l.stateId, countyId: l.countyId, latitude: l.latitude, longitude: l.longitude }));
}
