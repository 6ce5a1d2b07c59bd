import { beforeAll, describe, expect, it } from 'vitest';
import { citiesFromZips, type City } from '@/lib/geo/cities';
import { loadCounties, type County } from '@/lib/geo/counties';
import { CountyLocator } from '@/lib/geo/county-locator';
import { isInstitutionName } from '@/lib/geo/institution-names';
import { assignZips, type Zip } from '@/lib/geo/zips';

let counties: County[];
let zips: Zip[];
let cities: City[];
let assignMs: number;

beforeAll(async () => {
  counties = await loadCounties();
  const started = performance.now();
  zips = assignZips(new CountyLocator(counties));
  assignMs = performance.now() - started;
  cities = citiesFromZips(zips);
});

describe('zips and their counties by point in polygon', () => {
  it('assigns 78643 (Llano, TX) to Llano County, FIPS 48299', () => {
    expect(zips.find((z) => z.zip === '78643')).toMatchObject({ countyId: 48299, stateId: 48, cityName: 'Llano', match: 'polygon' });
  });

  it.each([
    ['80424', 8117, 'Breckenridge, CO in Summit County'],
    ['59715', 30031, 'Bozeman, MT in Gallatin County'],
    ['37738', 47155, 'Gatlinburg, TN in Sevier County'],
    ['70112', 22071, 'New Orleans in Orleans Parish'],
    ['23219', 51760, 'Richmond, VA in the independent city'],
    ['99501', 2020, 'Anchorage in the Municipality'],
    ['00901', 72127, 'San Juan, PR in its municipio'],
    ['20001', 11001, 'Washington, DC'],
  ])('assigns %s to %i (%s)', (zip, countyId) => {
    expect(zips.find((z) => z.zip === zip)?.countyId).toBe(countyId);
  });

  it('assigns all zips of the 50 states, DC and PR in well under 15 seconds', () => {
    expect(zips.length).toBeGreaterThan(41_000);
    expect(assignMs).toBeLessThan(15_000);
  });

  it('finds nearly every zip inside a polygon, and every county in the zip\'s own state', () => {
    const byId = new Map(counties.map((c) => [c.id, c]));
    expect(zips.every((z) => byId.get(z.countyId)?.stateId === z.stateId)).toBe(true);
    expect(zips.filter((z) => z.match === 'polygon').length / zips.length).toBeGreaterThan(0.97);
  });
});

describe('cities from zips', () => {
  it('has one city per state and slug, in the county most of its zips fall in', () => {
    const keys = cities.map((c) => `${c.stateId}:${c.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(cities.find((c) => c.stateId === 48 && c.slug === 'llano')).toMatchObject({ name: 'Llano', countyId: 48299 });
  });

  it('makes no city of an institution: its zips take the nearest real city of their county', () => {
    expect(cities.filter((c) => isInstitutionName(c.name)).map((c) => c.name)).toEqual([]);
    const prison = zips.find((z) => z.zip === '77869');
    expect(prison?.cityName).not.toBe('Texas Dept Of Correction');
    expect(zips.find((z) => z.cityKey === prison?.cityKey && z.zip !== '77869')?.countyId).toBe(prison?.countyId);
  });

  it('numbers cities 1..n in key order', () => {
    expect(cities.map((c) => c.id)).toEqual(cities.map((_, i) => i + 1));
  });
});
