// `npm run geo:build`: builds the seeder's geography in memory and reports what it found and how long
// each step took (us-atlas counties, zips by point in polygon, cities, regions, lakes). Writes nothing.
import { citiesFromZips } from '../lib/geo/cities';
import { loadCounties } from '../lib/geo/counties';
import { CountyLocator } from '../lib/geo/county-locator';
import { buildRegions } from '../lib/geo/regions';
import { stateById } from '../lib/geo/states';
import { buildBeaches, buildLakes } from '../lib/geo/water-places';
import { assignZips } from '../lib/geo/zips';

async function timed<T>(label: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(28)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
  return result;
}

const counties = await timed('counties (us-atlas)', loadCounties);
const locator = await timed('county grid index', () => new CountyLocator(counties));
const zips = await timed('zips by point in polygon', () => assignZips(locator));
const cities = await timed('cities from zips', () => citiesFromZips(zips));
const regions = await timed('regions', () => buildRegions(counties));
const lakes = await timed('lakes', () => buildLakes(locator));
const beaches = await timed('beach towns', () => buildBeaches(locator));

const kinds = new Map<string, number>();
for (const c of counties) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
const nearest = zips.filter((z) => z.match === 'nearest');
console.log(`\n${counties.length} counties: ${[...kinds.entries()].map(([k, n]) => `${n} ${k}`).join(', ')}`);
console.log(`${zips.length} zips: ${zips.length - nearest.length} inside a county polygon, ${nearest.length} given the nearest county of their state`);
console.log(`${cities.length} cities, ${regions.length} regions in ${new Set(regions.map((r) => r.stateId)).size} states, ${lakes.length} lakes, ${beaches.length} beach towns`);
const byState = new Map<number, number>();
for (const z of nearest) byState.set(z.stateId, (byState.get(z.stateId) ?? 0) + 1);
console.log(`nearest-county zips by state: ${[...byState.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([s, n]) => `${stateById(s)?.abbreviation} ${n}`).join(', ')}`);
