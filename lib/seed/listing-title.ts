import { acresText, adjectivesFor, type TextInput, type TextNouns } from './listing-text';
import type { Random } from './random';
import { capitalize } from './text-template';
import { lotTitleFeatures, titleFeatures } from './vocabulary/phrasing';

// Titles the way sellers write them: acreage first, then what it is and where
// ("82 Acres of Hunting Land in Llano County, TX", "3 Bed Cabin on 12 Acres near Llano, TX").
// Only a lot in town is "in" its town; country land is "near" it, or in its county.

type TitleParts = {
  acres: string;
  /** "in Llano County, TX", "in Llano, TX" (a lot in town) or "near Llano, TX". */
  where: string;
  /** The town (or county) for "near ...": "Llano, TX". */
  near: string;
  noun: string;
  home: string;
  beds: number;
  water: string;
  adjective: () => string;
  feature: () => string;
};
/** Title patterns with their weights. */
type TitlePatterns = ReadonlyArray<readonly [(p: TitleParts) => string, number]>;

const landTitles: TitlePatterns = [
  [(p) => `${p.acres} Acres of ${p.noun} ${p.where}`, 40],
  [(p) => `${p.acres} Acres ${p.where}`, 15],
  [(p) => `${p.acres} Acres with ${p.feature()} ${p.where}`, 20],
  [(p) => `${capitalize(p.adjective())} ${p.acres} Acre ${p.noun} near ${p.near}`, 15],
  [(p) => `${p.noun} on ${p.acres} Acres ${p.where}`, 10],
];
const houseTitles: TitlePatterns = [
  [(p) => `${p.beds} Bed ${p.home} on ${p.acres} Acres ${p.where}`, 60],
  [(p) => `${p.acres} Acres with a ${p.beds} Bed ${p.home} ${p.where}`, 25],
  [(p) => `${capitalize(p.adjective())} ${p.home} on ${p.acres} Acres near ${p.near}`, 15],
];
const waterTitles: TitlePatterns = [
  [(p) => `${p.acres} Acres on ${p.water} ${p.where}`, 70],
  [(p) => `${p.noun} on ${p.water}: ${p.acres} Acres ${p.where}`, 30],
];

/** Where the title puts the listing: its county, or (45%) its town, "in" it for a lot in town, else "near" it. */
function whereOf(random: Random, t: TextInput): string {
  const county = `in ${t.countyFullName}, ${t.stateAbbreviation}`;
  if (!t.cityName || !random.chance(0.45)) return county;
  return `${t.inTown ? 'in' : 'near'} ${t.cityName}, ${t.stateAbbreviation}`;
}

export function listingTitle(random: Random, t: TextInput, nouns: TextNouns): string {
  const parts: TitleParts = {
    acres: acresText(t.acres), where: whereOf(random, t), near: `${t.cityName ?? t.countyFullName}, ${t.stateAbbreviation}`,
    noun: nouns.land, home: nouns.home ?? 'Home', beds: t.house?.beds ?? 0, water: t.waterName ?? '',
    adjective: () => random.pickSkewed(adjectivesFor(t.acres), 1.3),
    feature: () => random.pickSkewed(t.acres < 10 ? lotTitleFeatures : titleFeatures, 1.3),
  };
  const titles = t.waterName && random.chance(0.7) ? waterTitles : t.house ? houseTitles : landTitles;
  const title = random.weighted(titles)(parts);
  if (t.ownerFinancing && !t.auction && random.chance(0.3)) return `${title} with Owner Financing`;
  return t.auction ? `Auction: ${title}` : title;
}
