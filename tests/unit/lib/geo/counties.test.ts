import { beforeAll, describe, expect, it } from 'vitest';
import { loadCounties, type County } from '@/lib/geo/counties';
import { inBBox } from '@/lib/geo/point-in-polygon';
import { states } from '@/lib/geo/states';

let counties: County[];
beforeAll(async () => {
  counties = await loadCounties();
});

describe('counties from us-atlas', () => {
  it('holds every county of the 50 states, DC and Puerto Rico, and nothing else', () => {
    expect(counties.length).toBe(3220);
    const stateIds = new Set(states.map((s) => s.id));
    expect(counties.every((c) => stateIds.has(c.stateId))).toBe(true);
    expect(new Set(counties.map((c) => c.stateId)).size).toBe(52);
  });

  it('takes the state from the first two FIPS digits', () => {
    expect(counties.every((c) => Math.floor(c.id / 1000) === c.stateId)).toBe(true);
  });

  it('names Llano County, Texas by FIPS 48299 with the slug llano-county', () => {
    expect(counties.find((c) => c.id === 48299)).toMatchObject({ name: 'Llano', kind: 'County', fullName: 'Llano County', slug: 'llano-county', stateId: 48 });
  });

  it('gives parishes, boroughs, municipios and independent cities their kind in the slug', () => {
    const slug = (id: number) => counties.find((c) => c.id === id)?.slug;
    expect(slug(22071)).toBe('orleans-parish');
    expect(slug(2090)).toBe('fairbanks-north-star-borough');
    expect(slug(72127)).toBe('san-juan-municipio');
    expect(slug(51760)).toBe('richmond-city');
    expect(slug(51159)).toBe('richmond-county');
    expect(slug(35013)).toBe('dona-ana-county');
  });

  it('keeps slugs unique within a state (the counties table has a unique index on them)', () => {
    const keys = counties.map((c) => `${c.stateId}:${c.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('places each centroid within the county bounding box', () => {
    const outside = counties.filter((c) => !inBBox(c.bbox, c.longitude, c.latitude));
    expect(outside.map((c) => c.fullName)).toEqual([]);
  });
});
