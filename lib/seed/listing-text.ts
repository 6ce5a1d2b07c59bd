import { HomeType, PropertyType } from '@/lib/domain';
import type { House } from './listing-features';
import type { Random } from './random';
import { typeNouns } from './vocabulary/type-features';

// What a listing's title and description are written from. Both draw from the listing's own text
// stream (Stream.LISTING_TEXT), so rewording the copy never moves a price, a place or a flag.

export interface TextInput {
  acres: number;
  primaryType: number;
  countyFullName: string;
  cityName: string | null;
  /** Another town of the county, for "15 minutes from ..."; null when the county has only one. */
  nearbyTown: string | null;
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
