import { PropertyType, propertyTypeById } from '@/lib/domain/property-type';
import type { Random } from './random';

// Titles and descriptions composed from templates, so search text and placards look like the real thing.

const typeNoun: Readonly<Record<number, string>> = {
  [PropertyType.FARM]: 'Farm', [PropertyType.RANCH]: 'Ranch', [PropertyType.RECREATIONAL]: 'Recreational Land',
  [PropertyType.RESIDENTIAL]: 'Home on Acreage', [PropertyType.TIMBERLAND]: 'Timberland', [PropertyType.UNDEVELOPED]: 'Land',
  [PropertyType.COMMERCIAL]: 'Commercial Tract', [PropertyType.HUNTING]: 'Hunting Land', [PropertyType.HORSE]: 'Horse Property',
  [PropertyType.LAKEFRONT]: 'Lakefront Land', [PropertyType.BEACHFRONT]: 'Beachfront Lot', [PropertyType.RIVERFRONT]: 'Riverfront Land',
  [PropertyType.HOMESITES]: 'Homesite',
};

const features = [
  'mature hardwoods', 'a spring-fed creek', 'rolling pasture', 'county road frontage', 'electric at the road', 'a stocked pond',
  'perimeter fencing', 'a good water well', 'long-range views', 'abundant deer and turkey', 'a metal barn', 'level building sites',
  'seasonal creek bottoms', 'improved coastal Bermuda', 'an interior road system', 'food plots', 'a hay barn and pens', 'a pole barn',
];

const openings = [
  'Welcome to {acres} acres in {place}.',
  'This {acres}-acre property in {place} is ready for its next owner.',
  'Rare opportunity: {acres} acres of {noun} near {city}.',
  'Escape to {acres} private acres in {place}.',
];

export interface TextInput {
  acres: number;
  primaryType: number;
  countyFullName: string;
  cityName: string | null;
  stateName: string;
  stateAbbreviation: string;
  hasHouse: boolean;
  beds: number | null;
}

function acresText(acres: number): string {
  return acres >= 10 ? String(Math.round(acres)) : acres.toFixed(2).replace(/\.?0+$/, '');
}

export function listingTitle(random: Random, input: TextInput): string {
  const noun = typeNoun[input.primaryType] ?? 'Land';
  const where = random.chance(0.5) || !input.cityName ? input.countyFullName : input.cityName;
  const house = input.hasHouse && input.beds ? ` with ${input.beds}BR Home` : '';
  return `${acresText(input.acres)} Acres of ${noun}${house} in ${where}, ${input.stateAbbreviation}`;
}

export function listingDescription(random: Random, input: TextInput): string {
  const noun = (typeNoun[input.primaryType] ?? 'land').toLowerCase();
  const place = `${input.countyFullName}, ${input.stateName}`;
  const opening = random
    .pick(openings)
    .replace('{acres}', acresText(input.acres))
    .replace('{place}', place)
    .replace('{noun}', noun)
    .replace('{city}', input.cityName ?? input.countyFullName);
  const picked = new Set<string>();
  while (picked.size < 3) picked.add(random.pick(features));
  const [a, b, c] = [...picked];
  const typeLabel = propertyTypeById(input.primaryType)?.label.toLowerCase() ?? 'land';
  const house = input.hasHouse ? ` The ${input.beds ?? 3}-bedroom home is move-in ready.` : '';
  return `${opening} The property offers ${a}, ${b} and ${c}.${house} Ideal as ${typeLabel}, a weekend retreat or a long-term investment. Call today to schedule a showing.`;
}
