import { PropertyType } from '@/lib/domain';
import { acresText, type TextInput, type TextNouns } from './listing-text';
import type { Random } from './random';
import { roadName } from './road-name';
import { fill, pickSome, slotCount } from './text-template';
import { accessPhrases, travelPhrases } from './vocabulary/access';
import { ecoregionOf, type Ecoregion } from './vocabulary/ecoregions';
import { groundCover } from './vocabulary/ground-cover';
import { houseFeatures } from './vocabulary/house-features';
import { fencing, improvements, utilities } from './vocabulary/improvements';
import { landforms, streamWords } from './vocabulary/landforms';
import * as say from './vocabulary/phrasing';
import { soilSeries, soilTextures } from './vocabulary/soils';
import { trees } from './vocabulary/trees';
import { generalFeatures, typeFeatures } from './vocabulary/type-features';
import { uses } from './vocabulary/uses';
import { waterFeatures } from './vocabulary/water-features';
import { wildlife } from './vocabulary/wildlife';

// A description is an opening and a handful of topics (terrain, cover, water, game, soils,
// improvements, access, ...), each present by a chance that depends on the kind of land, each
// phrase drawn from a long list that leans toward everyday words. So a common word like "creek"
// appears in a few percent of listings, and a soil series or a road number in very few.

const P = PropertyType;
type Topic = 'landform' | 'cover' | 'water' | 'wildlife' | 'soil' | 'improvements' | 'fencing' | 'access' | 'travel' | 'uses';

// Chance of each topic: [default, {primary type: chance}].
const topicChance: Readonly<Record<Topic, readonly [number, Readonly<Record<number, number>>]>> = {
  landform: [0.4, { [P.RANCH]: 0.55, [P.RECREATIONAL]: 0.55, [P.RESIDENTIAL]: 0.2, [P.COMMERCIAL]: 0.1, [P.HOMESITES]: 0.25 }],
  cover: [0.35, { [P.TIMBERLAND]: 0.85, [P.HUNTING]: 0.5, [P.FARM]: 0.4, [P.COMMERCIAL]: 0.1, [P.BEACHFRONT]: 0.15 }],
  water: [0.3, { [P.RANCH]: 0.5, [P.FARM]: 0.35, [P.HUNTING]: 0.4, [P.RECREATIONAL]: 0.4, [P.HORSE]: 0.4, [P.COMMERCIAL]: 0.05 }],
  wildlife: [0.12, { [P.HUNTING]: 0.75, [P.RECREATIONAL]: 0.45, [P.TIMBERLAND]: 0.4, [P.RANCH]: 0.35, [P.RIVERFRONT]: 0.35 }],
  soil: [0.03, { [P.FARM]: 0.45, [P.RANCH]: 0.15, [P.TIMBERLAND]: 0.1, [P.HORSE]: 0.1 }],
  improvements: [0.22, { [P.FARM]: 0.4, [P.RANCH]: 0.4, [P.HORSE]: 0.45, [P.UNDEVELOPED]: 0.1, [P.HOMESITES]: 0.05 }],
  fencing: [0.06, { [P.RANCH]: 0.5, [P.FARM]: 0.3, [P.HORSE]: 0.5 }],
  access: [0.35, { [P.COMMERCIAL]: 0.6, [P.UNDEVELOPED]: 0.45 }],
  travel: [0.35, {}],
  uses: [0.4, {}],
};

// A type's own features first (picks lean toward them), then the general ones, joined once per type.
const featureLists = new Map<number, readonly string[]>();
function featuresOf(primaryType: number): readonly string[] {
  let list = featureLists.get(primaryType);
  if (!list) {
    list = [...(typeFeatures[primaryType] ?? []), ...generalFeatures];
    featureLists.set(primaryType, list);
  }
  return list;
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
  wildlife: (random, s) => sentence(random, say.wildlifeSentences, wildlife[s.region]),
  soil: (random, s) => {
    const soil = () => `${random.pickSkewed(soilSeries[s.region], 1.3)} ${random.pickSkewed(soilTextures, 1.5)}`;
    return fill(random.pick(say.soilSentences), { a: soil(), b: soil() });
  },
  improvements: (random) => sentence(random, say.improvementSentences, improvements),
  fencing: (random) => sentence(random, say.fencingSentences, fencing),
  access: (random, s) => fill(random.pick(say.accessSentences), {
    a: fill(random.pickSkewed(accessPhrases, 1.3), { road: roadName(random, s.t.stateAbbreviation) }),
    b: random.pickSkewed(utilities, 1.5),
  }),
  travel: (random, s) => {
    const town = s.t.nearbyTown ?? s.t.cityName ?? s.t.countyFullName;
    const phrase = fill(random.pick(travelPhrases), {
      town, city: s.t.cityName ?? s.t.countyFullName, minutes: String(random.int(5, 45)), miles: String(random.int(2, 30)),
    });
    return fill(random.pick(say.travelSentences), { a: phrase });
  },
  uses: (random) => sentence(random, say.useSentences, uses),
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
    acres: acresText(t.acres), place: `${t.countyFullName}, ${t.stateName}`, noun: nouns.land.toLowerCase(), city: t.cityName ?? t.countyFullName,
    county: t.countyFullName, state: t.stateName, adj: random.pickSkewed(say.adjectives, 1.3),
  })];
  if (random.chance(0.8)) parts.push(sentence(random, say.featureSentences, featuresOf(t.primaryType)));
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
