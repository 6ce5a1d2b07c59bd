import type { County } from '@/lib/geo/counties';
import type { Region } from '@/lib/geo/regions';
import { stateById, states } from '@/lib/geo/states';
import type { WaterPlace } from '@/lib/geo/water-places';
import type { Zip } from '@/lib/geo/zips';
import { countyDensities } from './county-density';
import type { Geography } from './geography-rows';
import { countyWeight, landSettings, type LandSetting } from './land-setting';
import { stateListingWeights } from './market';
import { WeightedPicker } from './random';

/** Geography indexed for drawing listings and accounts quickly. */
export interface SeedWorld {
  geography: Geography;
  zips: readonly Zip[];
  /** State ids weighted by how much land each lists. */
  statePicker: WeightedPicker<number>;
  countiesByState: ReadonlyMap<number, readonly County[]>;
  /** How built-up each county is (county-density.ts), by county id. */
  countyDensity: ReadonlyMap<number, number>;
  /** Each state's counties weighted for land of each setting: rural tracts away from the cities. */
  countyPickers: ReadonlyMap<number, Readonly<Record<LandSetting, WeightedPicker<County>>>>;
  zipsByState: ReadonlyMap<number, readonly Zip[]>;
  zipsByCounty: ReadonlyMap<number, readonly Zip[]>;
  regionsByState: ReadonlyMap<number, readonly Region[]>;
  /** The first region (in regions-data order) a county belongs to. */
  regionByCounty: ReadonlyMap<number, Region>;
  cityIdByKey: ReadonlyMap<string, number>;
  lakePicker: WeightedPicker<WaterPlace>;
  beachPicker: WeightedPicker<WaterPlace>;
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const weightOfState = (stateId: number) => stateListingWeights[stateById(stateId)?.abbreviation ?? ''] ?? 1;

function countyPickersOf(counties: readonly County[], density: ReadonlyMap<number, number>): Record<LandSetting, WeightedPicker<County>> {
  const pickers = landSettings.map((setting) => [setting, new WeightedPicker(counties.map((c) => [c, countyWeight(setting, density.get(c.id) ?? 0)] as const))] as const);
  return Object.fromEntries(pickers) as Record<LandSetting, WeightedPicker<County>>;
}

export function buildSeedWorld(geography: Geography): SeedWorld {
  const countiesByState = groupBy(geography.counties, (c) => c.stateId);
  const countyDensity = countyDensities(geography.counties, geography.zips);
  const regionByCounty = new Map<number, Region>();
  for (const region of geography.regions) for (const id of region.countyIds) if (!regionByCounty.has(id)) regionByCounty.set(id, region);
  return {
    geography,
    zips: geography.zips,
    statePicker: new WeightedPicker(states.filter((s) => countiesByState.has(s.id)).map((s) => [s.id, weightOfState(s.id)] as const)),
    countiesByState,
    countyDensity,
    countyPickers: new Map([...countiesByState].map(([stateId, counties]) => [stateId, countyPickersOf(counties, countyDensity)] as const)),
    zipsByState: groupBy(geography.zips, (z) => z.stateId),
    zipsByCounty: groupBy(geography.zips, (z) => z.countyId),
    regionsByState: groupBy(geography.regions, (r) => r.stateId),
    regionByCounty,
    cityIdByKey: new Map(geography.cities.map((c) => [c.key, c.id])),
    lakePicker: new WeightedPicker(geography.lakes.map((l) => [l, weightOfState(l.stateId)] as const)),
    beachPicker: new WeightedPicker(geography.beaches.map((b) => [b, weightOfState(b.stateId)] as const)),
  };
}
