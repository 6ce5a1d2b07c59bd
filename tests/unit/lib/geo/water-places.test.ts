import { beforeAll, describe, expect, it } from 'vitest';
import { beachesData } from '@/lib/geo/beaches-data';
import { loadCounties } from '@/lib/geo/counties';
import { CountyLocator } from '@/lib/geo/county-locator';
import { lakesData } from '@/lib/geo/lakes-data';
import { stateByAbbreviation } from '@/lib/geo/states';
import { buildLakes } from '@/lib/geo/water-places';

let locator: CountyLocator;
beforeAll(async () => {
  locator = new CountyLocator(await loadCounties());
});

describe('lakes and beach towns', () => {
  it('lists at least 40 real lakes across at least 25 states', () => {
    expect(lakesData.length).toBeGreaterThanOrEqual(40);
    expect(new Set(lakesData.map(([, state]) => state)).size).toBeGreaterThanOrEqual(25);
  });

  it.each([...lakesData, ...beachesData].map(([name, state, lat, lon]) => [name, state, lat, lon] as const))(
    '%s lies inside a county of %s', (_name, state, latitude, longitude) => {
      const stateId = stateByAbbreviation(state)?.id;
      expect(stateId).toBeDefined();
      expect(locator.locate(longitude, latitude, stateId)).toBeDefined();
    },
  );

  it('puts Lake Travis in Travis County, Texas', () => {
    expect(buildLakes(locator).find((l) => l.slug === 'lake-travis')).toMatchObject({ stateId: 48, countyId: 48453 });
  });
});
