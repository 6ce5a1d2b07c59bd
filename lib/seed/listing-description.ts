import { PropertyType } from '@/lib/domain';
import { acresText, adjectivesFor, landNounInText, minutesFor, nearText, type TextInput, type TextNouns, type Town } from './listing-text';
import type { Random } from './random';
import { roadName } from './road-name';
import { fill, pickSome, slotCount } from './text-template';
import { accessPhrases, countryAccess, travelPhrases } from './vocabulary/access';
import { ecoregionOf, type Ecoregion } from './vocabulary/ecoregions';
import { groundCover } from './vocabulary/ground-cover';
import { houseFeatures } from './vocabulary/house-features';
import { fencing, improvements, utilities } from './vocabulary/improvements';
import { landforms, streamWords } from './vocabulary/landforms';
import * as say from './vocabulary/phrasing';
import { soilSeries, soilTextures } from './vocabulary/soils';
import { trees } from './vocabulary/trees';
import { generalFeatures, lotFeatures, typeFeatures } from './vocabulary/type-features';
import { commercialUses, uses } from './vocabulary/uses';
import { waterFeatures } from './vocabulary/water-features';
import { wildlife } from './vocabulary/wildlife';

// A description is an opening and a handful of topics (terrain, cover, water, game, soils,
// improvements, access, ...), each present by a chance that depends on the kind of land, each
// phrase drawn from a long list that leans toward everyday words. So a common word like "creek"
// appears in a few percent of listings, and a soil series or a road number in very few.
// The copy keeps to the facts: the acres and kind of land in the opening are the listing's, a lot is
// never ideal for a cattle operation, hunting land always tells its game, and the drives to town are
// the real distances.

const P = PropertyType;
type Topic = 'landform' | 'cover' | 'water' | 'wildlife' | 'soil' | 'improvements' | 'fencing' | 'access' | 'travel' | 'uses';

// Chance of each topic: [default, {primary type: chance}].
const topicChance: Readonly<Record<Topic, readonly [number, Readonly<Record<number, number>>]>> = {
  landform: [0.4, { [P.RANCH]: 0.55, [P.RECREATIONAL]: 0.55, [P.RESIDENTIAL]: 0.2, [P.COMMERCIAL]: 0.1, [P.HOMESITES]: 0.25 }],
  cover: [0.35, { [P.TIMBERLAND]: 0.85, [P.HUNTING]: 0.5, [P.FARM]: 0.4, [P.COMMERCIAL]: 0.1, [P.BEACHFRONT]: 0.15 }],
  water: [0.3, { [P.RANCH]: 0.5, [P.FARM]: 0.35, [P.HUNTING]: 0.4, [P.RECREATIONAL]: 0.4, [P.HORSE]: 0.4, [P.COMMERCIAL]: 0.05, [P.RESIDENTIAL]: 0.12, [P.HOMESITES]: 0.12 }],
  wildlife: [0.12, {
    [P.HUNTING]: 1, [P.RECREATIONAL]: 0.45, [P.TIMBERLAND]: 0.4, [P.RANCH]: 0.35, [P.RIVERFRONT]: 0.35,
    [P.RESIDENTIAL]: 0.04, [P.HOMESITES]: 0.05, [P.COMMERCIAL]: 0.01,
  }],
  soil: [0.03, { [P.FARM]: 0.45, [P.RANCH]: 0.15, [P.TIMBERLAND]: 0.1, [P.HORSE]: 0.1 }],
  improvements: [0.22, { [P.FARM]: 0.4, [P.RANCH]: 0.4, [P.HORSE]: 0.45, [P.UNDEVELOPED]: 0.1, [P.HOMESITES]: 0.05, [P.RESIDENTIAL]: 0.1, [P.COMMERCIAL]: 0.05 }],
  fencing: [0.06, { [P.RANCH]: 0.5, [P.FARM]: 0.3, [P.HORSE]: 0.5 }],
  access: [0.35, { [P.COMMERCIAL]: 0.6, [P.UNDEVELOPED]: 0.45 }],
  travel: [0.35, {}],
  uses: [0.4, {}],
};

// A type's own features first (picks lean toward them), then the general ones (a lot's only those a lot
// may have), joined once per type and size.
const featureLists = new Map<string, readonly string[]>();
function featuresOf(primaryType: number, lot: boolean): readonly string[] {
  const key = `${primaryType}:${lot}`;
  let list = featureLists.get(key);
  if (!list) {
    list = [...(typeFeatures[primaryType] ?? []), ...(lot ? lotFeatures : generalFeatures)];
    featureLists.set(key, list);
  }
  return list;
}

// The uses land of a size is fit for, one list per threshold of acres.
const useThresholds = [80, 40, 20, 10, 5, 2, 1, 0] as const;
const useLists = new Map<number, readonly string[]>();
function usesFor(t: TextInput): readonly string[] {
  if (t.primaryType === P.COMMERCIAL) return commercialUses;
  const threshold = useThresholds.find((n) => t.acres >= n) ?? 0;
  let list = useLists.get(threshold);
  if (!list) {
    list = uses.filter(([, fewest]) => fewest <= threshold).map(([use]) => use);
    useLists.set(threshold, list);
  }
  return list;
}

// Fish, songbirds and protected animals are wildlife, not game: a hunting sentence names only game.
const notGame = /bass|trout|catfish|crappie|bluegill|bream|redfish|walleye|pike|muskie|salmon|steelhead|fish|songbird|tortoise|alligator|eagle|osprey|heron|loon|prairie dog|roadrunner|hawk|armadillo|crane|otter|beaver|whale|turtle|frog|wolves|nene|native birds/i;
const gameLists = new Map<Ecoregion, readonly string[]>();
function gameOf(region: Ecoregion): readonly string[] {
  let list = gameLists.get(region);
  if (!list) {
    list = wildlife[region].filter((animal) => !notGame.test(animal));
    gameLists.set(region, list);
  }
  return list;
}

/** Ways in for a lot (under 10 acres) and for country land. */
const lotAccess = accessPhrases.filter((phrase) => !countryAccess.has(phrase));

/** A drive to a town, worded for its real distance ("12 miles from Kingsland", "on the outskirts of Llano"). */
function travelPhrase(random: Random, t: TextInput, town: Town): string {
  const betweenCity = town.name !== t.cityName && t.cityName !== null && (t.cityMiles ?? Infinity) <= 30 ? t.cityName : null;
  const fitting = travelPhrases.filter(([phrase, fewest, most]) => town.miles >= fewest && town.miles <= most && (betweenCity || !phrase.includes('{city}')));
  const [phrase] = random.pick(fitting.length > 0 ? fitting : travelPhrases.slice(0, 1));
  return fill(phrase, { town: town.name, city: betweenCity ?? '', miles: String(town.miles), minutes: String(minutesFor(town.miles)) });
}

interface Scene {
  t: TextInput;
  region: Ecoregion;
  stream: string;
}

function hasTopic(random: Random, topic: Topic, primaryType: number): boolean {
  const [fallback, byType] = topicChance[topic];
  return random.chance(byType[primaryType] ?? fallback);
}

/** One sentence of a topic: a pattern, then as many phrases as it has slots. */
function sentence(random: Random, patterns: readonly string[], phrases: readonly string[]): string {
  const pattern = random.pick(patterns);
  const [a = '', b = '', c = '', d = ''] = pickSome(random, phrases, slotCount(pattern));
  return fill(pattern, { a, b, c, d });
}

const topics: Readonly<Record<Topic, (random: Random, s: Scene) => string>> = {
  landform: (random, s) => sentence(random, say.landformSentences, landforms[s.region]),
  cover: (random, s) => {
    const [a = '', b = '', d = ''] = pickSome(random, trees[s.region], 3, 1.2);
    return fill(random.pick(say.coverSentences), { a, b, c: random.pickSkewed(groundCover[s.region], 1.5), d });
  },
  water: (random, s) => sentence(random, say.waterSentences, waterFeatures).replaceAll('{stream}', s.stream),
  wildlife: (random, s) => s.t.primaryType === P.HUNTING
    ? sentence(random, say.huntingSentences, gameOf(s.region))
    : sentence(random, say.wildlifeSentences, wildlife[s.region]),
  soil: (random, s) => {
    const soil = () => `${random.pickSkewed(soilSeries[s.region], 1.3)} ${random.pickSkewed(soilTextures, 1.5)}`;
    return fill(random.pick(say.soilSentences), { a: soil(), b: soil() });
  },
  improvements: (random) => sentence(random, say.improvementSentences, improvements),
  fencing: (random) => sentence(random, say.fencingSentences, fencing),
  access: (random, s) => fill(random.pick(say.accessSentences), {
    a: fill(random.pickSkewed(s.t.acres < 10 ? lotAccess : accessPhrases, 1.3), { road: roadName(random, s.t.stateAbbreviation) }),
    b: random.pickSkewed(utilities, 1.5),
  }),
  travel: (random, s) => {
    // The other town of the county half the time, else the listing's own; a lot in town tells the other.
    const own: Town | null = s.t.cityName && s.t.cityMiles !== null ? { name: s.t.cityName, miles: s.t.cityMiles } : null;
    const town = s.t.nearbyTown && (s.t.inTown || !own || random.chance(0.5)) ? s.t.nearbyTown : own;
    if (!town) return fill(random.pick(say.travelSentences), { a: `in the heart of ${s.t.countyFullName}` });
    return fill(random.pick(say.travelSentences), { a: travelPhrase(random, s.t, town) });
  },
  uses: (random, s) => sentence(random, say.useSentences, usesFor(s.t)),
};
/** The order topics are told in, the land before what is on it and how to get there. */
const topicOrder: readonly Topic[] = ['landform', 'cover', 'water', 'wildlife', 'soil', 'improvements', 'fencing', 'access', 'travel', 'uses'];

function houseText(random: Random, t: TextInput, home: string): string[] {
  if (!t.house) return [];
  const sqft = String(t.house.sqft).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const parts = [`The ${t.house.beds}-bedroom, ${t.house.baths}-bath ${home.toLowerCase()} offers ${sqft} square feet of living space.`];
  if (random.chance(0.6)) parts.push(sentence(random, say.houseSentences, houseFeatures));
  return parts;
}

export function listingDescription(random: Random, t: TextInput, nouns: TextNouns): string {
  const region = ecoregionOf(t.stateAbbreviation);
  const scene: Scene = { t, region, stream: random.pick(streamWords[region]) };
  const parts = [fill(random.pick(say.openings), {
    acres: acresText(t.acres), place: `${t.countyFullName}, ${t.stateName}`, noun: landNounInText(nouns.land), near: nearText(t),
    county: t.countyFullName, state: t.stateName, adj: random.pickSkewed(adjectivesFor(t.acres), 1.3),
  })];
  if (random.chance(0.8)) parts.push(sentence(random, say.featureSentences, featuresOf(t.primaryType, t.acres < 10)));
  for (const topic of topicOrder) if (hasTopic(random, topic, t.primaryType)) parts.push(topics[topic](random, scene));
  if (t.waterName) parts.push(fill(random.pick(say.waterPlaceSentences), { water: t.waterName }));
  if (t.regionName && random.chance(0.6)) {
    parts.push(fill(random.pick(say.regionSentences), { region: t.regionName, of: t.regionName.includes(t.stateName) ? '' : ` of ${t.stateName}` }));
  }
  parts.push(...houseText(random, t, nouns.home ?? 'home'));
  if (t.mineralRights) parts.push(random.pick(say.mineralSentences));
  if (t.ownerFinancing) parts.push(fill(random.pick(say.financingSentences), { percent: String(random.pick([5, 10, 10, 15, 20])) }));
  if (t.auction) parts.push(random.pick(say.auctionSentences));
  if (random.chance(0.75)) parts.push(random.pick(say.closings));
  return parts.join(' ');
}
