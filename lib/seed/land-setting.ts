import { PropertyType } from '@/lib/domain';

// Where a kind and size of land is found. Ranches, farms, timber, hunting and recreational land, and any
// tract over 40 acres, lie in the country: in rural counties, miles from the nearest town. Homesites,
// residential and commercial lots lie by a town, and more of them in the built-up counties. The rest
// (small undeveloped, horse and riverfront land) sits on the edge of a town, in any county.

export type LandSetting = 'town' | 'edge' | 'rural';
export const landSettings: readonly LandSetting[] = ['town', 'edge', 'rural'];

/** Over this many acres, land is a rural tract whatever its type. */
export const TRACT_ACRES = 40;

const P = PropertyType;
const ruralTypes = P.RANCH | P.FARM | P.TIMBERLAND | P.HUNTING | P.RECREATIONAL;
const townTypes = P.HOMESITES | P.RESIDENTIAL | P.COMMERCIAL;

export function landSetting(primaryType: number, acres: number): LandSetting {
  if (acres > TRACT_ACRES || primaryType & ruralTypes) return 'rural';
  return primaryType & townTypes ? 'town' : 'edge';
}

/**
 * How strongly a county of this density (county-density.ts) draws land of a setting, against 1 for an
 * empty rural county: rural tracts fall off fast (0.26 at density 5, 0.08 at 10, 0.002 in Dallas County),
 * edge land gently (0.25 at 30), and town lots grow with the towns (0.65 in Llano County, 35 in Dallas
 * County).
 */
export function countyWeight(setting: LandSetting, density: number): number {
  if (setting === 'rural') return 1 / (1 + (density / 3) ** 2);
  if (setting === 'edge') return 1 / (1 + density / 10);
  return 0.5 + density / 2;
}

/** How far (degrees of latitude) a rural tract lies at least from the nearest zip's point, its town. */
export function townClearance(acres: number): number {
  return acres > 160 ? 0.05 : 0.03;
}
