import { HomeType, PropertyType } from '@/lib/domain';
import type { House } from './listing-features';
import type { Random } from './random';
import { adjectives, lotAdjectives, tractAdjectives } from './vocabulary/phrasing';
import { typeNouns } from './vocabulary/type-features';

// What a listing's title and description are written from. Both draw from the listing's own text
// stream (Stream.LISTING_TEXT), so rewording the copy never moves a price, a place or a flag.

/** A town the copy names, with the road miles to it from the listing. */
export interface Town {
  name: string;
  miles: number;
}

export interface TextInput {
  acres: number;
  primaryType: number;
  countyFullName: string;
  /** The listing's town (its zip's city), null when the county has no zips. */
  cityName: string | null;
  /** Road miles from the listing to its town. */
  cityMiles: number | null;
  /**
   * A lot in its town: only then does the copy say "in {town}". Country land (a ranch, any tract
   * over 40 acres) is "near" its town or "in" its county, never in a town.
   */
  inTown: boolean;
  /** The nearest other town of the county, for "15 minutes from ..."; null when the county has only one. */
  nearbyTown: Town | null;
  stateName: string;
  stateAbbreviation: string;
  regionName: string | null;
  waterName: string | null;
  house: House | null;
  auction: boolean;
  mineralRights: boolean;
  ownerFinancing: boolean;
}

/** The words title and description share, drawn once so they agree ("Cabin" in both). */
export interface TextNouns {
  /** The kind of land: "Hunting Land", "Ranch", "Timber Land". */
  land: string;
  /** The kind of house, when there is one: "Cabin", "Barndominium", "Farmhouse". */
  home: string | null;
}

export function acresText(acres: number): string {
  return acres >= 10 ? String(Math.round(acres)) : acres.toFixed(2).replace(/\.?0+$/, '');
}

/** Where a title or sentence puts the listing: "in Llano" (a lot in town), "near Llano", or "in Llano County". */
export function nearText(t: TextInput): string {
  if (!t.cityName) return `in ${t.countyFullName}`;
  return t.inTown ? `in ${t.cityName}` : `near ${t.cityName}`;
}

/** The land noun inside a sentence: "hunting land", "residential land" (not "acres of residential acreage"). */
export function landNounInText(noun: string): string {
  return noun.toLowerCase().replace(/\bacreage$/, 'land');
}

const adjectivesBySize = {
  lot: adjectives.filter((a) => !tractAdjectives.has(a)),
  tract: adjectives,
  large: adjectives.filter((a) => !lotAdjectives.has(a)),
};

/** The adjectives that fit the size: "sprawling" needs 10 acres, "manicured" fits no more than 200. */
export function adjectivesFor(acres: number): readonly string[] {
  return acres < 10 ? adjectivesBySize.lot : acres > 200 ? adjectivesBySize.large : adjectivesBySize.tract;
}

/** Drive time at about 40 miles an hour on country roads, in fives. */
export const minutesFor = (miles: number) => Math.max(5, Math.round((miles * 1.5) / 5) * 5);

// The home types a house is sold as, in the order a title prefers them.
const homeTypeNouns: ReadonlyArray<readonly [number, string]> = [
  [HomeType.barndominium, 'Barndominium'], [HomeType['lake-house'], 'Lake House'], [HomeType.cabin, 'Cabin'],
  [HomeType['tiny-home'], 'Tiny Home'], [HomeType.cottage, 'Cottage'], [HomeType['mobile-home'], 'Manufactured Home'],
];
const farmHomes = ['Home', 'Farmhouse', 'Country Home', 'Ranch-Style Home', 'Brick Home', 'Log Home'];
const otherHomes = ['Home', 'Country Home', 'Ranch-Style Home', 'Brick Home', 'Log Home', 'Modular Home', 'Craftsman Home'];
const farmTypes = PropertyType.FARM | PropertyType.RANCH | PropertyType.HORSE;

export function drawNouns(random: Random, t: TextInput): TextNouns {
  const land = random.pickSkewed(typeNouns[t.primaryType] ?? ['Land'], 2);
  if (!t.house) return { land, home: null };
  const byType = homeTypeNouns.find(([bit]) => (t.house?.homeTypes ?? 0) & bit)?.[1];
  return { land, home: byType ?? random.pickSkewed(t.primaryType & farmTypes ? farmHomes : otherHomes, 2) };
}
