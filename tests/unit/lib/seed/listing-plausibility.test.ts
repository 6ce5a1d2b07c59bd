import { beforeAll, describe, expect, it } from 'vitest';
import { PropertyType } from '@/lib/domain/property-type';
import { largestTractAcres } from '@/lib/seed/county-density';
import { countyWeight, landSetting, townClearance } from '@/lib/seed/land-setting';
import { milesBetween, placeListing } from '@/lib/seed/listing-place';
import { acresText } from '@/lib/seed/listing-text';
import { Random } from '@/lib/seed/random';
import { huntingSentences } from '@/lib/seed/vocabulary/phrasing';
import { typeNouns } from '@/lib/seed/vocabulary/type-features';
import { inventory, type SeededInventory } from './fixtures';

// The demo data must be believable: big tracts in the country and lots by the towns, and copy that says
// what the listing is and where, and nothing it is not.

const COUNT = 6000;
const DALLAS = 48113;
const HARRIS = 48201;
const COOK = 17031;
const LOS_ANGELES = 6037;
const LLANO = 48299;
const densest = [DALLAS, HARRIS, COOK, LOS_ANGELES];

let seeded: SeededInventory;
beforeAll(async () => {
  seeded = await inventory(20261122, COUNT);
});

const density = (countyId: number) => seeded.world.countyDensity.get(countyId) ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const P = PropertyType;

describe('how built-up a county is', () => {
  it('reads the cities as dense and the ranch counties as empty', () => {
    for (const id of densest) expect(density(id), String(id)).toBeGreaterThan(30);
    expect(density(LLANO)).toBeLessThan(1);
    expect(density(48043)).toBeLessThan(1); // Brewster County, TX
    expect(density(51115)).toBeLessThan(10); // Mathews County, VA: many village post offices, no town
  });

  it('lets a city county hold no tract over 100 acres and a rural county any size', () => {
    for (const id of densest) expect(largestTractAcres(density(id)), String(id)).toBeLessThan(100);
    expect(largestTractAcres(density(LLANO))).toBe(5000);
    expect(largestTractAcres(5)).toBeGreaterThan(largestTractAcres(20));
  });

  it('weights rural tracts away from the cities and town lots toward them', () => {
    expect(landSetting(P.RANCH, 5)).toBe('rural');
    expect(landSetting(P.HOMESITES, 3)).toBe('town');
    expect(landSetting(P.RESIDENTIAL, 120)).toBe('rural');
    expect(landSetting(P.UNDEVELOPED, 12)).toBe('edge');
    expect(countyWeight('rural', density(DALLAS))).toBeLessThan(countyWeight('rural', density(LLANO)) / 100);
    expect(countyWeight('town', density(DALLAS))).toBeGreaterThan(countyWeight('town', density(LLANO)) * 10);
  });
});

describe('where generated land lies', () => {
  it('never puts a tract over 100 acres in Dallas, Harris, Cook or Los Angeles County', () => {
    expect(seeded.listings.filter((l) => densest.includes(l.row.countyId) && l.row.acres > 100)).toEqual([]);
    // Drawn directly: a 369-acre hunting tract in Texas, a 640-acre ranch in Illinois or California.
    for (let i = 0; i < 400; i++) {
      const random = new Random(i);
      expect(placeListing(random, seeded.world, P.HUNTING, 48, 369).county.id).not.toBe(DALLAS);
      expect(placeListing(random, seeded.world, P.HUNTING, 48, 369).county.id).not.toBe(HARRIS);
      expect(placeListing(random, seeded.world, P.RANCH, 17, 640).county.id).not.toBe(COOK);
      expect(placeListing(random, seeded.world, P.RANCH, 6, 640).county.id).not.toBe(LOS_ANGELES);
    }
  });

  it('cuts a lakefront or beach tract down to what its county holds', () => {
    const waterfront = seeded.listings.filter((l) => l.place.lakeId !== null || l.place.beach !== null);
    expect(waterfront.length).toBeGreaterThan(50);
    for (const l of waterfront) expect(l.row.acres).toBeLessThanOrEqual(largestTractAcres(density(l.row.countyId)));
  });

  it("puts ranches in far emptier counties than homesites: the ranches' median density is under a fifth of the homesites'", () => {
    const of = (type: number) => seeded.listings.filter((l) => l.primaryType === type).map((l) => density(l.row.countyId));
    const ranches = median(of(P.RANCH));
    const homesites = median(of(P.HOMESITES));
    expect(ranches).toBeLessThan(1);
    expect(ranches * 5).toBeLessThan(homesites);
    expect(median(seeded.listings.filter((l) => l.row.acres > 40).map((l) => density(l.row.countyId)))).toBeLessThan(1);
  });

  it('keeps rural tracts out of town: most lie miles from every zip of their county', () => {
    const rural = seeded.listings.filter((l) => l.place.setting === 'rural' && l.place.lakeId === null && l.place.beach === null);
    const clear = rural.filter((l) => {
      const zips = seeded.world.zipsByCounty.get(l.row.countyId) ?? [];
      const nearest = Math.min(...zips.map((z) => milesBetween(l.row.longitude, l.row.latitude, z.longitude, z.latitude)));
      return nearest >= townClearance(l.row.acres) * 69 * 0.99;
    });
    expect(clear.length / rural.length).toBeGreaterThan(0.9);
  });

  it('stocks Llano County with more than its even share of Texas', () => {
    const texas = seeded.listings.filter((l) => l.row.stateId === 48).length;
    const llano = seeded.listings.filter((l) => l.row.countyId === LLANO).length;
    const counties = seeded.world.countiesByState.get(48)?.length ?? 254;
    expect(llano).toBeGreaterThan(texas / counties);
  });
});

/** Towns named after a preposition ("near Llano", "outskirts of Llano"), and both of "between X and Y". */
function townsNamed(text: string): Array<{ how: string; name: string }> {
  const found: Array<{ how: string; name: string }> = [];
  const name = "([A-Z][\\w'.-]*(?:\\s+(?:[A-Z][\\w'.-]*|de|del|la))*)";
  for (const m of text.matchAll(new RegExp(`\\b(in|near|from|outside|to|at|outskirts of|between)\\s+${name}`, 'g'))) {
    found.push({ how: m[1] ?? '', name: m[2] ?? '' });
  }
  for (const m of text.matchAll(new RegExp(`\\bbetween\\s+${name}\\s+and\\s+${name}`, 'g'))) found.push({ how: 'and', name: m[2] ?? '' });
  return found;
}

describe('what generated copy says', () => {
  const text = (l: SeededInventory['listings'][number]) => `${l.row.title} ${l.row.description}`;

  it('states the real acreage in the title and the description, and no other acreage', () => {
    for (const { row } of seeded.listings) {
      const acres = acresText(row.acres);
      expect(row.description, String(row.id)).toMatch(new RegExp(`\\b${acres.replace('.', '\\.')}(?: [a-z-]+)?(?: acres?|-acre)\\b`));
      for (const m of `${row.title} ${row.description}`.matchAll(/\b(\d[\d.,]*)(?:[ -](?:[a-z-]+ )?)[Aa]cres?\b/g)) {
        expect(m[1], `${row.id}: ${m[0]}`).toBe(acres);
      }
    }
  });

  it('names the kind of land the listing is in its description', () => {
    for (const l of seeded.listings) {
      const nouns = (typeNouns[l.primaryType] ?? []).map((n) => n.toLowerCase().replace(/acreage$/, 'land'));
      expect(nouns.some((n) => l.row.description.includes(n)), `${l.row.id}: ${l.row.description.slice(0, 90)}`).toBe(true);
    }
  });

  it('talks about the hunting on hunting land', () => {
    const hunting = seeded.listings.filter((l) => l.primaryType === P.HUNTING);
    expect(hunting.length).toBeGreaterThan(300);
    for (const l of hunting) expect(l.row.description, String(l.row.id)).toMatch(/\bhunt(ing|ers?)?\b/i);
    // And names its game, in one of the hunting sentences.
    const openings = huntingSentences.map((sentence) => sentence.slice(0, sentence.indexOf('{')));
    for (const l of hunting) expect(openings.some((o) => l.row.description.includes(o)), String(l.row.id)).toBe(true);
  });

  it('never puts country land "in" a town, and names only towns of its own county', () => {
    let named = 0;
    for (const l of seeded.listings) {
      const stateTowns = new Set((seeded.world.zipsByState.get(l.row.stateId) ?? []).map((z) => z.cityName));
      const countyTowns = new Set((seeded.world.zipsByCounty.get(l.row.countyId) ?? []).map((z) => z.cityName));
      // The county's own name ("Radford city", "Carson City") and a beach town's are not towns the copy puts it in.
      const copy = text(l).replace(/the Beach at [A-Z][\w' -]*/gi, '').replaceAll(l.place.county.fullName, 'the county');
      for (const { how, name } of townsNamed(copy)) {
        if (!stateTowns.has(name)) continue;
        named++;
        expect(countyTowns.has(name), `${l.row.id} names ${how} ${name}: ${copy}`).toBe(true);
        if (how === 'in') {
          expect(l.place.setting === 'town' && l.row.acres <= 10, `${l.row.id} (${l.place.setting}, ${l.row.acres} acres) is "in ${name}"`).toBe(true);
          expect(name).toBe(l.place.zip?.cityName);
        }
      }
      if (l.row.acres > 40) expect(copy).not.toMatch(new RegExp(`\\bin ${l.place.zip?.cityName ?? '#'}\\b`));
    }
    expect(named).toBeGreaterThan(COUNT / 2);
  });

  it('gives the real drive to a town: the miles are at least the straight line to it', () => {
    let checked = 0;
    for (const l of seeded.listings) {
      for (const m of l.row.description.matchAll(/(\d+) (miles|minutes) from ([A-Z][\w'. -]+?)\./g)) {
        const zips = (seeded.world.zipsByCounty.get(l.row.countyId) ?? []).filter((z) => z.cityName === m[3]);
        if (zips.length === 0) continue;
        const straight = Math.min(...zips.map((z) => milesBetween(l.row.longitude, l.row.latitude, z.longitude, z.latitude)));
        const miles = m[2] === 'miles' ? Number(m[1]) : Number(m[1]) / 1.5;
        expect(miles + 3, `${l.row.id}: ${m[0]}`).toBeGreaterThanOrEqual(straight);
        expect(miles, `${l.row.id}: ${m[0]}`).toBeLessThanOrEqual(straight * 1.25 + 4);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('keeps words of size to land of that size', () => {
    for (const { row } of seeded.listings) {
      const copy = `${row.title} ${row.description}`.toLowerCase();
      if (row.acres < 10) {
        expect(copy, String(row.id)).not.toMatch(/\b(sprawling|remote|cattle operation|cow-calf|conservation easement|duck club|two-track trail|low-water crossing|ranch lane)\b/);
      }
      if (row.acres > 200) expect(copy, String(row.id)).not.toMatch(/\bmanicured\b/);
    }
  });
});
