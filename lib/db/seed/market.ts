import { PropertyType } from '@/lib/domain/property-type';

// Plausible land values (USD per acre of rural land, 2026 order of magnitude) and how types shift them.

const pricePerAcreByState: Readonly<Record<string, number>> = {
  TX: 4200, OK: 2800, NM: 1500, AZ: 4500, CO: 3800, MT: 2200, WY: 1800, ID: 4800, UT: 5200, NV: 1400,
  CA: 14000, OR: 4500, WA: 6500, ND: 2600, SD: 3600, NE: 4200, KS: 2900, MN: 5800, IA: 11000, MO: 4500,
  AR: 3600, LA: 4300, MS: 3400, AL: 4000, GA: 5500, FL: 9000, SC: 5400, NC: 6500, TN: 6000, KY: 5000,
  VA: 7500, WV: 3500, PA: 7800, NY: 4000, VT: 5000, NH: 6500, ME: 2500, MA: 18000, CT: 16000, RI: 20000,
  NJ: 19000, DE: 11000, MD: 10500, OH: 7800, IN: 8500, IL: 9500, MI: 5500, WI: 5600, AK: 2000, HI: 25000,
  DC: 250000, PR: 9000,
};

export function basePricePerAcre(abbreviation: string): number {
  return pricePerAcreByState[abbreviation] ?? 5000;
}

/** Multipliers for a listing's primary type. */
export const typeValueFactor: Readonly<Record<number, number>> = {
  [PropertyType.FARM]: 1.1,
  [PropertyType.RANCH]: 0.75,
  [PropertyType.RECREATIONAL]: 0.9,
  [PropertyType.RESIDENTIAL]: 4,
  [PropertyType.TIMBERLAND]: 0.8,
  [PropertyType.UNDEVELOPED]: 0.85,
  [PropertyType.COMMERCIAL]: 5,
  [PropertyType.HUNTING]: 0.95,
  [PropertyType.HORSE]: 2,
  [PropertyType.LAKEFRONT]: 3,
  [PropertyType.BEACHFRONT]: 6,
  [PropertyType.RIVERFRONT]: 2,
  [PropertyType.HOMESITES]: 6,
};

/** Primary types with how often they are listed. */
export const primaryTypeWeights: ReadonlyArray<readonly [number, number]> = [
  [PropertyType.UNDEVELOPED, 18],
  [PropertyType.RECREATIONAL, 14],
  [PropertyType.HUNTING, 14],
  [PropertyType.FARM, 12],
  [PropertyType.RANCH, 9],
  [PropertyType.RESIDENTIAL, 8],
  [PropertyType.TIMBERLAND, 7],
  [PropertyType.HOMESITES, 5],
  [PropertyType.COMMERCIAL, 4],
  [PropertyType.HORSE, 4],
  [PropertyType.LAKEFRONT, 3],
  [PropertyType.RIVERFRONT, 3],
  [PropertyType.BEACHFRONT, 1],
];

/** Median acres per primary type. */
export const typeMedianAcres: Readonly<Record<number, number>> = {
  [PropertyType.RESIDENTIAL]: 3,
  [PropertyType.HOMESITES]: 2,
  [PropertyType.COMMERCIAL]: 6,
  [PropertyType.BEACHFRONT]: 1.5,
  [PropertyType.LAKEFRONT]: 5,
  [PropertyType.RANCH]: 320,
  [PropertyType.FARM]: 90,
  [PropertyType.TIMBERLAND]: 120,
  [PropertyType.HUNTING]: 80,
};

/** Where most land is listed: weights per state abbreviation (others weigh 1). */
export const stateListingWeights: Readonly<Record<string, number>> = {
  TX: 14, TN: 7, GA: 6, NC: 6, MO: 6, AR: 5, OK: 5, CO: 5, MT: 5, FL: 6, AL: 5, KY: 4, VA: 4, NM: 4, ID: 3,
  WY: 3, MS: 4, SC: 4, WI: 3, MI: 3, OR: 3, AZ: 4, CA: 4, NY: 3, PA: 3, WV: 3, LA: 3, KS: 3, NE: 2, SD: 2,
  ND: 2, MN: 3, IA: 2, ME: 3, UT: 2, NV: 2, WA: 3, IN: 2, IL: 2, OH: 2, VT: 1.5, NH: 1.5,
};

/** Mineral rights convey more often in the oil and gas states. */
export const mineralStates: ReadonlySet<string> = new Set(['TX', 'OK', 'ND', 'WY', 'NM', 'LA', 'KS', 'CO', 'MT', 'WV']);
