import { Activity, FarmType, HomeType, RegionType, PropertyType } from '@/lib/domain';
import { desertStates, mountainStates } from './market';
import type { Random } from './random';

export interface House {
  beds: number;
  baths: number;
  sqft: number;
  homeTypes: number;
}

export interface Features {
  /** PropertyType bit flags: the primary type, sometimes a second one, HOUSE when improved. */
  propertyTypes: number;
  activityTypes: number;
  /** RegionType bits (SPEC "amenity types"). */
  amenityTypes: number;
  farmTypes: number;
  house: House | null;
}

const P = PropertyType;
const secondaryFor: Readonly<Record<number, readonly number[]>> = {
  [P.FARM]: [P.RANCH, P.HUNTING, P.HORSE, P.TIMBERLAND], [P.RANCH]: [P.FARM, P.HUNTING, P.HORSE, P.RECREATIONAL],
  [P.RECREATIONAL]: [P.HUNTING, P.TIMBERLAND, P.RIVERFRONT, P.UNDEVELOPED], [P.HUNTING]: [P.RECREATIONAL, P.TIMBERLAND, P.FARM, P.RIVERFRONT],
  [P.TIMBERLAND]: [P.HUNTING, P.RECREATIONAL], [P.UNDEVELOPED]: [P.RECREATIONAL, P.HOMESITES, P.HUNTING],
  [P.RESIDENTIAL]: [P.HORSE, P.HOMESITES, P.FARM], [P.HOMESITES]: [P.RESIDENTIAL, P.UNDEVELOPED], [P.COMMERCIAL]: [P.UNDEVELOPED],
  [P.HORSE]: [P.FARM, P.RANCH, P.RESIDENTIAL], [P.LAKEFRONT]: [P.RECREATIONAL, P.RESIDENTIAL], [P.RIVERFRONT]: [P.RECREATIONAL, P.HUNTING, P.FARM],
  [P.BEACHFRONT]: [P.RESIDENTIAL, P.HOMESITES],
};

/** How often a listing of the primary type has a house on it. */
const houseChance: Readonly<Record<number, number>> = {
  [P.RESIDENTIAL]: 1, [P.HORSE]: 0.6, [P.FARM]: 0.35, [P.RANCH]: 0.4, [P.LAKEFRONT]: 0.35, [P.BEACHFRONT]: 0.3, [P.RIVERFRONT]: 0.2,
  [P.RECREATIONAL]: 0.15, [P.HUNTING]: 0.12, [P.COMMERCIAL]: 0.05, [P.TIMBERLAND]: 0.04, [P.UNDEVELOPED]: 0, [P.HOMESITES]: 0,
};

function house(random: Random, types: number, lake: boolean): House {
  const beds = random.weighted([[1, 4], [2, 16], [3, 42], [4, 28], [5, 8], [6, 2]] as const);
  const baths = Math.max(1, Math.min(beds + 1, Math.round((beds * 0.8 + random.between(-0.5, 1)) * 2) / 2));
  const sqft = Math.round((500 + beds * 430 + random.normal() * 300) / 10) * 10;
  let homeTypes = 0;
  if (types & (P.RECREATIONAL | P.HUNTING | P.TIMBERLAND) && random.chance(0.45)) homeTypes |= HomeType.cabin;
  if (types & (P.FARM | P.RANCH | P.HORSE) && random.chance(0.15)) homeTypes |= HomeType.barndominium;
  if (lake && random.chance(0.6)) homeTypes |= HomeType['lake-house'];
  if (random.chance(0.08)) homeTypes |= HomeType['mobile-home'];
  if (random.chance(0.05)) homeTypes |= HomeType['guest-house'];
  if (beds <= 1 && random.chance(0.5)) homeTypes |= HomeType['tiny-home'];
  if (homeTypes === 0 && random.chance(0.1)) homeTypes |= HomeType.cottage;
  return { beds, baths, sqft: Math.max(450, sqft), homeTypes };
}

function activities(random: Random, types: number): number {
  let bits = 0;
  if (types & (P.HUNTING | P.TIMBERLAND | P.RANCH)) bits |= Activity.hunting;
  if (types & (P.RECREATIONAL | P.HUNTING) || random.chance(0.15)) bits |= Activity.camping;
  if (types & P.WATERFRONT || random.chance(0.1)) bits |= Activity.fishing;
  if (types & (P.LAKEFRONT | P.BEACHFRONT)) bits |= Activity.boating;
  if (types & (P.LAKEFRONT | P.RIVERFRONT)) bits |= Activity['canoeing-kayaking'];
  if (types & P.BEACHFRONT) bits |= Activity.beach;
  if (types & (P.HORSE | P.RANCH) || random.chance(0.1)) bits |= Activity['horseback-riding'];
  if (types & P.TIMBERLAND && random.chance(0.3)) bits |= Activity.conservation;
  if (random.chance(0.18)) bits |= Activity['off-roading'];
  if (random.chance(0.1)) bits |= Activity.rving;
  if (random.chance(0.01)) bits |= Activity.aviation;
  return bits;
}

function amenities(random: Random, types: number, abbreviation: string): number {
  let bits = 0;
  if (types & P.LAKEFRONT) bits |= RegionType.lakefront;
  if (types & P.RIVERFRONT) bits |= RegionType.riverfront;
  if (types & P.BEACHFRONT) bits |= RegionType.beachfront | (random.chance(0.1) ? RegionType.island : 0);
  if (desertStates.has(abbreviation) && random.chance(0.6)) bits |= RegionType.desert;
  if (mountainStates.has(abbreviation) && random.chance(0.5)) bits |= RegionType.mountain;
  if (!(types & (P.COMMERCIAL | P.BEACHFRONT)) && random.chance(0.75)) bits |= RegionType.rural;
  if (random.chance(0.05)) bits |= RegionType['off-grid'];
  return bits;
}

function farmTypes(random: Random, types: number): number {
  if (!(types & (P.FARM | P.RESIDENTIAL))) return 0;
  const bits = random.weighted([[0, 55], [FarmType.homestead, 15], [FarmType['hobby-farm'], 18], [FarmType.orchard, 5], [FarmType['poultry-farm'], 4], [FarmType.vineyard, 3]] as const);
  return bits;
}

export function drawFeatures(random: Random, primaryType: number, abbreviation: string, forceHouse = false): Features {
  let types = primaryType;
  const seconds = secondaryFor[primaryType] ?? [];
  if (seconds.length > 0 && random.chance(0.4)) types |= random.pick(seconds);
  if (!(types & P.WATERFRONT) && random.chance(0.06)) types |= P.RIVERFRONT;
  const improved = forceHouse || random.chance(houseChance[primaryType] ?? 0.1);
  if (improved) types |= P.HOUSE;
  return {
    propertyTypes: types,
    activityTypes: activities(random, types),
    amenityTypes: amenities(random, types, abbreviation),
    farmTypes: farmTypes(random, types),
    house: improved ? house(random, types, (types & P.LAKEFRONT) !== 0) : null,
  };
}
