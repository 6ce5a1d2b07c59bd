import type { County } from '@/lib/geo/counties';
import type { Region } from '@/lib/geo/regions';
import { stateById, states } from '@/lib/geo/states';
import type { WaterPlace } from '@/lib/geo/water-places';
import type { Zip } from '@/lib/geo/zips';
import type { Geography } from './geography-rows';
import { stateListingWeights } from './market';
import { WeightedPicker } from './random';

/** Geography indexed for drawing listings and accounts quickly. */
export interface SeedWorld {
  geography: Geography;
  zips: readonly Zip[];
  /** State ids weighted by how much land each lists. */
  statePicker: WeightedPicker<number>;
  countiesByState: ReadonlyMap<number, readonly County[]>;
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

export function buildSeedWorld(geography: Geography): SeedWorld {
  const countiesByState = groupBy(geography.counties, (c) => c.stateId);
  const regionByCounty = new Map<number, Region>();
  for (const region of geography.regions) for (const id of region.countyIds) if (!regionByCounty.has(id)) regionByCounty.set(id, region);
  return {
    geography,
    zips: geography.zips,
    statePicker: new WeightedPicker(states.filter((s) => countiesByState.has(s.id)).map((s) => [s.id, weightOfState(s.id)] as const)),
    countiesByState,
    zipsByState: groupBy(geography.zips, (z) => z.stateId),
    zipsByCounty: groupBy(geography.zips, (z) => z.countyId),
    regionsByState: groupBy(geography.regions, (r) => r.stateId),
    regionByCounty,
    cityIdByKey: new Map(geography.cities.map((c) => [c.key, c.id])),
    lakePicker: new WeightedPicker(geography.lakes.map((l) => [l, weightOfState(l.stateId)] as const)),
    beachPicker: new WeightedPicker(geography.beaches.map((b) => [b, weightOfState(b.stateId)] as const)),
  };
}
