import { describe, expect, inject, it } from 'vitest';
import { LOCAL_MAP_TOWN_LIMIT, localMapTowns } from '@/lib/listings/media/local-map-towns';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const LLANO_COUNTY = 48299;

describe(`local map towns on ${inject('databaseEngine')}`, () => {
  it("names the county's largest towns (most zip codes first), at most eight, with their points", async () => {
    const towns = await localMapTowns(LLANO_COUNTY);
    const expected = await database.sql<{ name: string; latitude: number; longitude: number }>(
      `select c.name, c.latitude, c.longitude, count(z.zip) as zips from cities c left join zips z on z.city_id = c.id
       where c.county_id = $1 group by c.id order by zips desc, c.name limit $2`,
      [LLANO_COUNTY, LOCAL_MAP_TOWN_LIMIT],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(towns).toEqual(expected.map(({ name, latitude, longitude }) => ({ name, latitude: Number(latitude), longitude: Number(longitude) })));
    expect(towns.map((t) => t.name)).toContain('Llano');
    for (const town of towns) {
      expect(town.latitude).toBeGreaterThan(30);
      expect(town.latitude).toBeLessThan(31.2);
      expect(town.longitude).toBeGreaterThan(-99.3);
      expect(town.longitude).toBeLessThan(-98.2);
    }
  });

  it('keeps to the limit it is given and finds nothing for a county that does not exist', async () => {
    expect(await localMapTowns(LLANO_COUNTY, 1)).toHaveLength(1);
    expect(await localMapTowns(99999)).toEqual([]);
  });
});
