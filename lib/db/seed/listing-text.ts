import { PropertyType } from '@/lib/domain/property-type';
import type { House } from './listing-features';
import type { Random } from './random';

// Titles and descriptions composed from templates, so search text and placards read like the real thing.

const P = PropertyType;
const typeNoun: Readonly<Record<number, string>> = {
  [P.FARM]: 'Farmland', [P.RANCH]: 'Ranch Land', [P.RECREATIONAL]: 'Recreational Land', [P.RESIDENTIAL]: 'Residential Land',
  [P.TIMBERLAND]: 'Timberland', [P.UNDEVELOPED]: 'Land', [P.COMMERCIAL]: 'Commercial Land', [P.HUNTING]: 'Hunting Land',
  [P.HORSE]: 'Horse Property', [P.LAKEFRONT]: 'Lakefront Land', [P.BEACHFRONT]: 'Beachfront Property', [P.RIVERFRONT]: 'Riverfront Land',
  [P.HOMESITES]: 'Homesite',
};

const featuresByType: Readonly<Record<number, readonly string[]>> = {
  [P.FARM]: ['tillable acres', 'a center pivot', 'rich bottomland soils', 'a hay barn and pens', 'cross-fenced pastures', 'a grain bin'],
  [P.RANCH]: ['good grass', 'a set of working pens', 'several stock tanks', 'a windmill', 'high-fenced acreage', 'a pipe-fenced entrance'],
  [P.HUNTING]: ['abundant deer and turkey', 'food plots', 'box blinds and feeders', 'creek bottoms full of hardwoods', 'a duck slough'],
  [P.TIMBERLAND]: ['merchantable pine timber', 'mature hardwoods', 'a timber cruise on file', 'logging roads throughout'],
  [P.RECREATIONAL]: ['trails for ATVs', 'secluded campsites', 'a spring-fed creek', 'long-range views', 'a stocked pond'],
  [P.HORSE]: ['a center-aisle horse barn', 'a riding arena', 'board-fenced paddocks', 'trail access'],
  [P.LAKEFRONT]: ['deep water frontage', 'a private boat dock', 'sunset views over the water', 'a gentle slope to the shore'],
  [P.RIVERFRONT]: ['river frontage', 'a sandy river bank', 'wading and fishing holes'],
  [P.BEACHFRONT]: ['steps to the sand', 'ocean views', 'a private beach walkway'],
};
const general = [
  'county road frontage', 'electric at the road', 'a good water well', 'level building sites', 'an interior road system',
  'perimeter fencing', 'a metal barn', 'mature oaks', 'no deed restrictions', 'a seasonal creek', 'rolling topography',
];

const openings = [
  'Welcome to {acres} acres in {place}.',
  'This {acres}-acre property in {place} is ready for its next owner.',
  'Rare opportunity: {acres} acres of {noun} near {city}.',
  'Escape to {acres} private acres in {place}.',
  'Located minutes from {city}, this {acres}-acre tract offers room to roam.',
];

export interface TextInput {
  acres: number;
  primaryType: number;
  countyFullName: string;
  cityName: string | null;
  stateName: string;
  stateAbbreviation: string;
  regionName: string | null;
  waterName: string | null;
  house: House | null;
  auction: boolean;
  mineralRights: boolean;
  ownerFinancing: boolean;
}

export function acresText(acres: number): string {
  return acres >= 10 ? String(Math.round(acres)) : acres.toFixed(2).replace(/\.?0+$/, '');
}

export function listingTitle(random: Random, t: TextInput): string {
  const noun = typeNoun[t.primaryType] ?? 'Land';
  const acres = acresText(t.acres);
  const where = t.cityName && random.chance(0.45) ? `${t.cityName}, ${t.stateAbbreviation}` : `${t.countyFullName}, ${t.stateAbbreviation}`;
  const prefix = t.auction ? 'Auction: ' : '';
  if (t.waterName && random.chance(0.7)) return `${prefix}${acres} Acres on ${t.waterName} in ${where}`;
  if (t.house) return `${prefix}${t.house.beds} Bed Home on ${acres} Acres in ${where}`;
  if (random.chance(0.25)) return `${prefix}${acres} Acres in ${where}`;
  return `${prefix}${acres} Acres of ${noun} in ${where}`;
}

function pickDistinct(random: Random, items: readonly string[], count: number): string[] {
  const picked = new Set<string>();
  while (picked.size < Math.min(count, items.length)) picked.add(random.pick(items));
  return [...picked];
}

export function listingDescription(random: Random, t: TextInput): string {
  const noun = (typeNoun[t.primaryType] ?? 'land').toLowerCase();
  const place = `${t.countyFullName}, ${t.stateName}`;
  const opening = random.pick(openings)
    .replace('{acres}', acresText(t.acres)).replace('{place}', place).replace('{noun}', noun).replace('{city}', t.cityName ?? t.countyFullName);
  const [a, b, c] = pickDistinct(random, [...(featuresByType[t.primaryType] ?? []), ...general], 3);
  const parts = [opening, `The property offers ${a}, ${b} and ${c}.`];
  if (t.waterName) parts.push(`Enjoy life by ${t.waterName} with fishing and boating close at hand.`);
  if (t.regionName) {
    const ofState = t.regionName.includes(t.stateName) ? '' : ` of ${t.stateName}`;
    parts.push(`Located in the ${t.regionName} region${ofState}.`);
  }
  if (t.house) {
    parts.push(`The ${t.house.beds}-bedroom, ${t.house.baths}-bath home offers ${String(t.house.sqft).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} square feet of living space.`);
  }
  if (t.mineralRights) parts.push('Seller will convey a share of the mineral rights.');
  if (t.ownerFinancing) parts.push('Owner financing is available with a modest down payment.');
  if (t.auction) parts.push('Selling at public auction; see the terms and bidding details.');
  parts.push(random.pick(['Call today to schedule a showing.', 'Contact the listing agent for a private tour.', 'Properties like this do not last long.']));
  return parts.join(' ');
}
