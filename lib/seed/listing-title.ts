import { acresText, type TextInput, type TextNouns } from './listing-text';
import type { Random } from './random';
import { capitalize } from './text-template';
import { adjectives, titleFeatures } from './vocabulary/phrasing';

// Titles the way sellers write them: acreage first, then what it is and where
// ("82 Acres of Hunting Land in Llano County, TX", "3 Bed Cabin on 12 Acres in Llano, TX").

type TitleParts = { acres: string; where: string; near: string; noun: string; home: string; beds: number; water: string };
/** Title patterns with their weights. */
type TitlePatterns = ReadonlyArray<readonly [(p: TitleParts, random: Random) => string, number]>;

const landTitles: TitlePatterns = [
  [(p) => `${p.acres} Acres of ${p.noun} in ${p.where}`, 40],
  [(p) => `${p.acres} Acres in ${p.where}`, 15],
  [(p, random) => `${p.acres} Acres with ${random.pickSkewed(titleFeatures, 1.3)} in ${p.where}`, 20],
  [(p, random) => `${capitalize(random.pickSkewed(adjectives, 1.3))} ${p.acres} Acre ${p.noun} near ${p.near}`, 15],
  [(p) => `${p.noun} on ${p.acres} Acres in ${p.where}`, 10],
];
const houseTitles: TitlePatterns = [
  [(p) => `${p.beds} Bed ${p.home} on ${p.acres} Acres in ${p.where}`, 60],
  [(p) => `${p.acres} Acres with a ${p.beds} Bed ${p.home} in ${p.where}`, 25],
  [(p, random) => `${capitalize(random.pickSkewed(adjectives, 1.3))} ${p.home} on ${p.acres} Acres near ${p.near}`, 15],
];
const waterTitles: TitlePatterns = [
  [(p) => `${p.acres} Acres on ${p.water} in ${p.where}`, 70],
  [(p) => `${p.noun} on ${p.water}: ${p.acres} Acres in ${p.where}`, 30],
];

export function listingTitle(random: Random, t: TextInput, nouns: TextNouns): string {
  const town = `${t.cityName ?? t.countyFullName}, ${t.stateAbbreviation}`;
  const where = t.cityName && random.chance(0.45) ? town : `${t.countyFullName}, ${t.stateAbbreviation}`;
  const parts: TitleParts = {
    acres: acresText(t.acres), where, near: town, noun: nouns.land, home: nouns.home ?? 'Home', beds: t.house?.beds ?? 0, water: t.waterName ?? '',
  };
  const titles = t.waterName && random.chance(0.7) ? waterTitles : t.house ? houseTitles : landTitles;
  const title = random.weighted(titles)(parts, random);
  if (t.ownerFinancing && !t.auction && random.chance(0.3)) return `${title} with Owner Financing`;
  return t.auction ? `Auction: ${title}` : title;
}
