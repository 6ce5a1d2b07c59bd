import { beforeAll, describe, expect, it } from 'vitest';
import { loadCounties, type County } from '@/lib/geo/counties';
import { buildRegions, type Region } from '@/lib/geo/regions';
import { regionsData } from '@/lib/geo/regions-data';
import { stateByAbbreviation } from '@/lib/geo/states';

let counties: County[];
let regions: Region[];
beforeAll(async () => {
  counties = await loadCounties();
  regions = buildRegions(counties);
});

describe('regions data', () => {
  it('covers at least 20 land-heavy states, each with 3 to 6 regions', () => {
    const entries = Object.entries(regionsData);
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const [abbreviation, named] of entries) {
      expect(stateByAbbreviation(abbreviation), abbreviation).toBeDefined();
      expect(Object.keys(named).length, abbreviation).toBeGreaterThanOrEqual(3);
      expect(Object.keys(named).length, abbreviation).toBeLessThanOrEqual(6);
    }
    for (const required of ['TX', 'CO', 'TN', 'GA', 'NC', 'MO', 'AR', 'OK', 'MT', 'FL']) expect(regionsData[required], required).toBeDefined();
  });

  it('names only counties that exist in us-atlas, in the region\'s state', () => {
    const byId = new Map(counties.map((c) => [c.id, c]));
    for (const region of regions) {
      expect(region.countyIds.length, region.name).toBeGreaterThan(0);
      for (const id of region.countyIds) expect(byId.get(id)?.stateId, `${region.name} ${id}`).toBe(region.stateId);
    }
    const named = Object.values(regionsData).flatMap((r) => Object.values(r).flat()).length;
    expect(regions.reduce((n, r) => n + r.countyIds.length, 0)).toBe(named);
  });

  it('puts Llano County in the Texas Hill Country and Colorado\'s Mesa County on the Western Slope', () => {
    expect(regions.find((r) => r.stateId === 48 && r.slug === 'hill-country')?.countyIds).toContain(48299);
    expect(regions.find((r) => r.stateId === 8 && r.slug === 'western-slope')?.countyIds).toContain(8077);
    expect(regions.find((r) => r.stateId === 8 && r.slug === 'front-range')).toBeDefined();
  });

  it('reads a bare name as the county, not the independent city of the same name', () => {
    expect(regions.find((r) => r.stateId === 51 && r.slug === 'northern-neck')?.countyIds).toContain(51159);
  });

  it('keeps region slugs unique within a state', () => {
    const keys = regions.map((r) => `${r.stateId}:${r.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
