import { PropertyType } from '@/lib/domain';

// The shape of the US rural land market the seeder draws from: where land is listed, what it costs
// and what kind it is. Orders of magnitude from public farm-real-estate value surveys (USDA NASS
// land values by state) and the mix of a national land portal; not any portal's actual data.

/** Median asking USD per acre of rural land, by state. */
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

/** Price per acre multiplier of a listing's primary type. */
export const typeValueFactor: Readonly<Record<number, number>> = {
  [PropertyType.FARM]: 1.1, [PropertyType.RANCH]: 0.75, [PropertyType.RECREATIONAL]: 0.9,
  [PropertyType.RESIDENTIAL]: 3, [PropertyType.TIMBERLAND]: 0.8, [PropertyType.UNDEVELOPED]: 0.85,
  [PropertyType.COMMERCIAL]: 5, [PropertyType.HUNTING]: 0.95, [PropertyType.HORSE]: 1.8,
  [PropertyType.LAKEFRONT]: 3, [PropertyType.BEACHFRONT]: 8, [PropertyType.RIVERFRONT]: 1.8, [PropertyType.HOMESITES]: 5,
};

/** National mix of primary types (weights). */
const nationalTypeMix: ReadonlyArray<readonly [number, number]> = [
  [PropertyType.UNDEVELOPED, 18], [PropertyType.RECREATIONAL, 13], [PropertyType.HUNTING, 13], [PropertyType.FARM, 12],
  [PropertyType.RANCH, 8], [PropertyType.RESIDENTIAL, 9], [PropertyType.TIMBERLAND, 6], [PropertyType.HOMESITES, 6],
  [PropertyType.COMMERCIAL, 3], [PropertyType.HORSE, 3], [PropertyType.LAKEFRONT, 4], [PropertyType.RIVERFRONT, 3],
  [PropertyType.BEACHFRONT, 2],
];

const ranchStates = new Set(['TX', 'OK', 'NM', 'CO', 'MT', 'WY', 'NE', 'SD', 'ND', 'NV', 'ID', 'KS', 'AZ', 'OR']);
const farmStates = new Set(['IA', 'IL', 'IN', 'OH', 'NE', 'KS', 'MN', 'ND', 'SD', 'WI', 'MO', 'KY', 'MI']);
const timberStates = new Set(['GA', 'AL', 'MS', 'LA', 'AR', 'SC', 'NC', 'ME', 'OR', 'WA', 'FL', 'VA', 'WV', 'NH', 'VT']);
const huntingStates = new Set(['TX', 'AL', 'MS', 'GA', 'AR', 'MO', 'KY', 'TN', 'IA', 'IL', 'WI', 'MI', 'KS', 'OK', 'LA', 'SC']);
const horseStates = new Set(['KY', 'VA', 'TN', 'FL', 'MD']);

/** The primary-type mix of a state: the national mix tilted toward what the state is known for. */
export function primaryTypeMix(abbreviation: string): Array<readonly [number, number]> {
  return nationalTypeMix.map(([type, weight]) => {
    let w = weight;
    if (type === PropertyType.RANCH) w *= ranchStates.has(abbreviation) ? 3 : 0.4;
    if (type === PropertyType.FARM && farmStates.has(abbreviation)) w *= 2.5;
    if (type === PropertyType.TIMBERLAND) w *= timberStates.has(abbreviation) ? 2.5 : 0.5;
    if (type === PropertyType.HUNTING && huntingStates.has(abbreviation)) w *= 1.8;
    if (type === PropertyType.HORSE && horseStates.has(abbreviation)) w *= 3;
    return [type, w] as const;
  });
}

/** Median acres per primary type (log-normal around it). */
export const typeMedianAcres: Readonly<Record<number, number>> = {
  [PropertyType.RESIDENTIAL]: 5, [PropertyType.HOMESITES]: 3, [PropertyType.COMMERCIAL]: 8, [PropertyType.BEACHFRONT]: 1.5,
  [PropertyType.LAKEFRONT]: 6, [PropertyType.RIVERFRONT]: 25, [PropertyType.RANCH]: 300, [PropertyType.FARM]: 90,
  [PropertyType.TIMBERLAND]: 120, [PropertyType.HUNTING]: 80, [PropertyType.HORSE]: 20, [PropertyType.RECREATIONAL]: 35,
  [PropertyType.UNDEVELOPED]: 15,
};

/** The most acres a listing of a primary type has: homesites and beach lots are lots (MAX_ACRES for the rest). */
export const typeMaxAcres: Readonly<Record<number, number>> = {
  [PropertyType.HOMESITES]: 40, [PropertyType.BEACHFRONT]: 40, [PropertyType.RESIDENTIAL]: 200, [PropertyType.COMMERCIAL]: 640,
};

/** Where land is listed: weight per state (states not named weigh 1). */
export const stateListingWeights: Readonly<Record<string, number>> = {
  TX: 14, TN: 7, GA: 6, NC: 6, MO: 6, FL: 6, AR: 5, OK: 5, CO: 5, MT: 5, AL: 5, KY: 4, VA: 4, NM: 4, MS: 4,
  SC: 4, AZ: 4, CA: 4, ID: 3, WY: 3, WI: 3, MI: 3, OR: 3, NY: 3, PA: 3, WV: 3, LA: 3, KS: 3, MN: 3, ME: 3,
  WA: 3, NE: 2, SD: 2, ND: 2, IA: 2, UT: 2, NV: 2, IN: 2, IL: 2, OH: 2, VT: 1.5, NH: 1.5, AK: 1, HI: 0.5,
  DC: 0.05, PR: 0.5, RI: 0.3, DE: 0.5, CT: 0.6, MA: 0.8, NJ: 0.8, MD: 1,
};

/** Mineral rights convey more often in the oil and gas states. */
export const mineralStates: ReadonlySet<string> = new Set(['TX', 'OK', 'ND', 'WY', 'NM', 'LA', 'KS', 'CO', 'MT', 'WV']);
export const desertStates: ReadonlySet<string> = new Set(['AZ', 'NM', 'NV', 'UT']);
export const mountainStates: ReadonlySet<string> = new Set(['CO', 'MT', 'WY', 'ID', 'UT', 'WA', 'OR', 'NC', 'TN', 'WV', 'VT', 'NH', 'ME', 'AK']);

/** Median house price per square foot on rural acreage, relative to the state's land price. */
export function housePricePerSqft(abbreviation: string): number {
  return Math.round(120 + Math.sqrt(basePricePerAcre(abbreviation)) * 1.4);
}
